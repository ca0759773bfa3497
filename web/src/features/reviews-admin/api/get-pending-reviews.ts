import { useAsyncData } from '../../../components/ui/use-async-data';
import { api, readOk } from '../../../lib/api-client';
import type { Review } from '../review-type';

/** GET /review/drink/:id/pending (admin): reviews waiting for approval, newest first. */
async function getPendingReviews(drinkId: string): Promise<Review[]> {
  const { reviews } = await readOk(await api.review.drink[':id'].pending.$get({ param: { id: drinkId } }));
  return reviews;
}

export function usePendingReviewsAdmin(drinkId: string) {
  return useAsyncData(() => getPendingReviews(drinkId), drinkId, 'pending-reviews');
}
