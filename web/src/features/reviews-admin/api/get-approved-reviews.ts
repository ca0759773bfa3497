import { useAsyncData } from '../../../components/ui/use-async-data';
import { loadSync } from '../../../sync/lazy';

/** A drink's approved reviews as the server has them now, for moderation (the visitors' copy is cached). */
export function useApprovedReviewsAdmin(drinkId: string) {
  return useAsyncData(() => loadSync().then((sync) => sync.fetchApprovedReviews(drinkId)), drinkId, 'approved-reviews');
}
