import { useId } from 'react';
import { WaitingBadge } from '../../../components/ui/catalog-row';
import { DeleteIcon } from '../../../components/ui/icons/staff-icons';
import type { OutboxItem } from '../../../lib/db';
import type { ModerationChoice } from '../api/set-review-status';
import type { Review } from '../review-type';
import { moderationTexts } from '../texts';
import { ReviewText } from './review-text';
import './review-admin-card.css';

interface ReviewAdminCardProps {
  review: Review;
  /** 'select' on a pending review, 'unselect' on an approved one. */
  choice: ModerationChoice;
  /** Its status change still in the outbox: it shows in its new list, marked, until sent (or refused). */
  waiting?: OutboxItem;
  busy: boolean;
  onChoose: (review: Review) => void;
  onDelete: (review: Review) => void;
}

export function ReviewAdminCard({ review, choice, waiting, busy, onChoose, onDelete }: ReviewAdminCardProps) {
  const nameId = useId();
  return (
    <article className="mod-review" aria-labelledby={nameId}>
      <ReviewText
        review={review}
        heading={
          <h4 id={nameId} className="mod-review__name">
            {review.name}
          </h4>
        }
      />
      <div className="mod-review__actions">
        <button type="button" className="button button--small button--primary" disabled={busy} onClick={() => onChoose(review)}>
          {choice === 'select' ? moderationTexts.select : moderationTexts.unselect}
        </button>
        <WaitingBadge item={waiting} />
        <button
          type="button"
          className="icon-button tile__action tile__action--danger"
          aria-label={moderationTexts.deleteLabel(review.name)}
          disabled={busy}
          onClick={() => onDelete(review)}
        >
          <DeleteIcon />
        </button>
      </div>
    </article>
  );
}
