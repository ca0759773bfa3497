import { useAction } from '../../../components/ui/use-action';
import { api, readOk } from '../../../lib/api-client';
import { refreshDashboardCounts } from '../../../lib/dashboard-counts';
import { moderationTexts } from '../texts';

/** What the moderator does: 'select' approves a pending review, 'unselect' sends an approved one back. */
export type ModerationChoice = 'select' | 'unselect';

/** The status each choice sends (SPEC §4): Select → 'Approved', Unselect → 'Pending'. */
export function statusFor(choice: ModerationChoice): 'Approved' | 'Pending' {
  return choice === 'select' ? 'Approved' : 'Pending';
}

/** PUT /review/:id with JSON {reviewId, status}. */
async function setReviewStatus(reviewId: string, choice: ModerationChoice): Promise<string> {
  const json = { reviewId, status: statusFor(choice) };
  const { message } = await readOk(await api.review[':id'].$put({ param: { id: reviewId }, json }));
  void refreshDashboardCounts();
  return message;
}

export function useSetReviewStatus(onDone: () => void) {
  const select = useAction((id: string) => setReviewStatus(id, 'select'), { success: moderationTexts.selected, onDone });
  const unselect = useAction((id: string) => setReviewStatus(id, 'unselect'), { success: moderationTexts.unselected, onDone });
  return { select, unselect, pending: select.pending || unselect.pending };
}
