import { useAsyncData } from '../../../components/ui/use-async-data';
import { api, readOk } from '../../../lib/api-client';
import type { Review } from '../review-type';

/** GET /review/drink/:id/approved: the reviews visitors see, newest first. */
async function getApprovedReviews(drinkId: string): Promise<Review[]> {
  const { reviews } = await readOk(await api.review.drink[':id'].approved.$get({ param: { id: drinkId } }));
  return reviews;
}

export function useApprovedReviews(drinkId: string) {
  return useAsyncData(() => getApprovedReviews(drinkId), drinkId);
}
