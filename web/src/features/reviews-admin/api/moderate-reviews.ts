import { useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';
import { refreshDashboardCounts } from '../../../lib/dashboard-counts';
import { statusFor } from './set-review-status';
import { moderationTexts } from '../texts';

/**
 * The queue's bulk actions over the existing one-review endpoints (PUT and
 * DELETE /review/:id), sent together. Each succeeds or fails on its own, so
 * the queue reloads after either outcome and shows what is still pending.
 */
async function eachReview(ids: readonly string[], send: (id: string) => Promise<unknown>, done: (n: number) => string): Promise<string> {
  try {
    await Promise.all(ids.map(send));
  } finally {
    void refreshDashboardCounts();
  }
  return done(ids.length);
}

const approve = async (id: string) => readOk(await api.review[':id'].$put({ param: { id }, json: { status: statusFor('select') } }));
const remove = async (id: string) => readOk(await api.review[':id'].$delete({ param: { id } }));

export function useModerateReviews() {
  return {
    approve: useAction((ids: readonly string[]) => eachReview(ids, approve, moderationTexts.approvedMany)),
    remove: useAction((ids: readonly string[]) => eachReview(ids, remove, moderationTexts.removedMany)),
  };
}
