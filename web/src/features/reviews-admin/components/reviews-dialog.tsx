import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import type { AsyncData } from '../../../components/ui/use-async-data';
import { useWaitingMarks, type WaitingMarks } from '../../../components/ui/use-waiting-marks';
import { useDeleteReview } from '../api/delete-review';
import { useApprovedReviewsAdmin } from '../api/get-approved-reviews';
import { usePendingReviewsAdmin } from '../api/get-pending-reviews';
import { statusShown, useSetReviewStatus } from '../api/set-review-status';
import type { Review } from '../review-type';
import { moderationTexts } from '../texts';
import { ReviewList } from './review-list';
import './review-list.css';

export interface ReviewedDrink {
  _id: string;
  name: string;
}

interface ReviewsDialogProps {
  /** The drink whose reviews are moderated; null keeps the modal closed. */
  drink: ReviewedDrink | null;
  onClose: () => void;
}

/** The admin's reviews modal for one drink (SPEC §2.15): pending and approved side by side. */
export function ReviewsDialog({ drink, onClose }: ReviewsDialogProps) {
  return (
    <Dialog open={drink !== null} title={drink ? moderationTexts.dialogTitle(drink.name) : ''} onClose={onClose} className="dialog--wide">
      {drink && <ModerationLists key={drink._id} drinkId={drink._id} />}
    </Dialog>
  );
}

/**
 * One list as it will be: the server's reviews of that status, after those a
 * change still waiting in the outbox moves here from the other list (the one
 * just acted on comes first); those it moves away are left out.
 */
function asWaiting(list: AsyncData<Review[]>, other: AsyncData<Review[]>, status: Review['status'], marks: WaitingMarks<'review-status'>): AsyncData<Review[]> {
  if (!list.data) return list;
  const shown = (r: Review) => statusShown(r, marks.shown(r._id)) === status;
  const movedHere = (other.data ?? []).filter((r) => shown(r) && !list.data!.some((own) => own._id === r._id));
  return { ...list, data: [...movedHere, ...list.data.filter(shown)] };
}

function ModerationLists({ drinkId }: { drinkId: string }) {
  const pending = usePendingReviewsAdmin(drinkId);
  const approved = useApprovedReviewsAdmin(drinkId);
  const [deleting, setDeleting] = useState<Review | null>(null);
  // SPEC §4: after any change both lists of the drink are loaded again.
  const reloadBoth = () => {
    pending.reload();
    approved.reload();
  };
  // Each change shows at once, marked while it waits; both lists load again once it reached the server or was refused.
  const marks = useWaitingMarks('review-status', reloadBoth, [pending.data, approved.data]);
  const status = useSetReviewStatus();
  const remove = useDeleteReview(() => {
    setDeleting(null);
    reloadBoth();
  });
  const busy = status.pending || remove.pending;
  // Pending reviews are selected (approved); approved ones unselected back to pending.
  const lists = [
    { heading: moderationTexts.pendingHeading, emptyText: moderationTexts.pendingEmpty, reviews: asWaiting(pending, approved, 'pending', marks), choice: 'select' },
    { heading: moderationTexts.approvedHeading, emptyText: moderationTexts.approvedEmpty, reviews: asWaiting(approved, pending, 'approved', marks), choice: 'unselect' },
  ] as const;

  return (
    <div className="mod-lists">
      {lists.map((list) => (
        <ReviewList key={list.choice} {...list} waiting={(r) => marks.waiting(r._id)} busy={busy} onChoose={(r) => void status.run([r], list.choice)} onDelete={setDeleting} />
      ))}
      <ConfirmDialog
        open={deleting !== null}
        title={moderationTexts.deleteTitle}
        message={deleting ? moderationTexts.deleteMessage(deleting.name) : ''}
        busy={remove.pending}
        onConfirm={() => deleting && void remove.run(deleting._id)}
        onCancel={() => setDeleting(null)}
      />
    </div>
  );
}
