import { useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';
import { refreshDashboardCounts } from '../../../lib/dashboard-counts';
import { useSetReviewStatus } from './set-review-status';
import { moderationTexts } from '../texts';

/**
 * The queue's bulk actions over the existing one-review endpoints (PUT and
 * DELETE /review/:id). Approvals go through the outbox, one by one, so they
 * are kept offline (set-review-status.ts). Deletes still need the
 * connection; each succeeds or fails on its own, so the queue reloads after
 * either outcome and shows what is still pending.
 */
async function eachReview(ids: readonly string[], send: (id: string) => Promise<unknown>, done: (n: number) => string): Promise<string> {
  try {
    await Promise.all(ids.map(send));
  } finally {
    void refreshDashboardCounts();
  }
  return done(ids.length);
}

const remove = async (id: string) => readOk(await api.review[':id'].$delete({ param: { id } }));

export function useModerateReviews() {
  const status = useSetReviewStatus();
  return {
    approve: status,
    remove: useAction((ids: readonly string[]) => eachReview(ids, remove, moderationTexts.removedMany)),
  };
}
