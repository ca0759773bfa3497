import { useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';
import { refreshDashboardCounts } from '../../../lib/dashboard-counts';
import { moderationTexts } from '../texts';

/** DELETE /review/:id (admin), from either list. */
async function deleteReview(reviewId: string): Promise<string> {
  const { message } = await readOk(await api.review[':id'].$delete({ param: { id: reviewId } }));
  void refreshDashboardCounts();
  return message;
}

export function useDeleteReview(onDone: () => void) {
  return useAction(deleteReview, { success: moderationTexts.deleted, onDone });
}
