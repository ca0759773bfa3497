import { useId } from 'react';
import { DeleteIcon } from '../../../components/ui/icons/staff-icons';
import { Stars } from '../../../components/ui/stars';
import { formatDay } from '../../../lib/dates';
import type { ModerationChoice } from '../api/set-review-status';
import type { Review } from '../review-type';
import { moderationTexts } from '../texts';
import './review-admin-card.css';

interface ReviewAdminCardProps {
  review: Review;
  /** 'select' on a pending review, 'unselect' on an approved one. */
  choice: ModerationChoice;
  busy: boolean;
  onChoose: (review: Review) => void;
  onDelete: (review: Review) => void;
}

export function ReviewAdminCard({ review, choice, busy, onChoose, onDelete }: ReviewAdminCardProps) {
  const nameId = useId();
  return (
    <article className="mod-review" aria-labelledby={nameId}>
      <header className="mod-review__header">
        <h4 id={nameId} className="mod-review__name">
          {review.name}
        </h4>
        <time className="mod-review__date" dateTime={review.createdAt}>
          {formatDay(review.createdAt)}
        </time>
      </header>
      <Stars rating={review.rating} />
      {review.comment && <p className="mod-review__comment">{review.comment}</p>}
      <div className="mod-review__actions">
        <button type="button" className="button button--small button--primary" disabled={busy} onClick={() => onChoose(review)}>
          {choice === 'select' ? moderationTexts.select : moderationTexts.unselect}
        </button>
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
