import { useAsyncData } from '../../../components/ui/use-async-data';
import { api, readOk } from '../../../lib/api-client';
import type { QueuedReview } from '../review-type';

/** GET /review/pending (admin): every drink's pending reviews, oldest waiting first. */
async function getReviewQueue(): Promise<QueuedReview[]> {
  const { reviews } = await readOk(await api.review.pending.$get());
  return reviews;
}

export function useReviewQueueAdmin() {
  return useAsyncData(getReviewQueue, '', 'review-queue');
}
