import { useState } from 'react';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { useDeleteReview } from '../api/delete-review';
import { useApprovedReviewsAdmin } from '../api/get-approved-reviews';
import { usePendingReviewsAdmin } from '../api/get-pending-reviews';
import { useSetReviewStatus } from '../api/set-review-status';
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

function ModerationLists({ drinkId }: { drinkId: string }) {
  const pending = usePendingReviewsAdmin(drinkId);
  const approved = useApprovedReviewsAdmin(drinkId);
  const [deleting, setDeleting] = useState<Review | null>(null);
  // SPEC §4: after any change both lists of the drink are loaded again.
  const reloadBoth = () => {
    pending.reload();
    approved.reload();
  };
  const status = useSetReviewStatus(reloadBoth);
  const remove = useDeleteReview(() => {
    setDeleting(null);
    reloadBoth();
  });
  const busy = status.pending || remove.pending;
  // Pending reviews are selected (approved); approved ones unselected back to pending.
  const lists = [
    { heading: moderationTexts.pendingHeading, emptyText: moderationTexts.pendingEmpty, reviews: pending, choice: 'select' },
    { heading: moderationTexts.approvedHeading, emptyText: moderationTexts.approvedEmpty, reviews: approved, choice: 'unselect' },
  ] as const;

  return (
    <div className="mod-lists">
      {lists.map((list) => (
        <ReviewList key={list.choice} {...list} busy={busy} onChoose={(r) => void status[list.choice].run(r._id)} onDelete={setDeleting} />
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
