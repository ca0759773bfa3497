import { useId } from 'react';
import { WaitingBadge } from '../../../components/ui/catalog-row';
import { Picture } from '../../../components/ui/picture';
import type { OutboxItem } from '../../../lib/db';
import type { QueuedReview } from '../review-type';
import { moderationTexts as t } from '../texts';
import { ReviewText } from './review-text';
import './review-admin-card.css';

interface QueuedReviewCardProps {
  review: QueuedReview;
  chosen: boolean;
  /** Its approval waits in the outbox: shown approved, with nothing left to choose. */
  approved: boolean;
  /** Its status change still in the outbox, waiting or refused. */
  waiting: OutboxItem | undefined;
  busy: boolean;
  onChoose: (chosen: boolean) => void;
  onApprove: () => void;
  onRemove: () => void;
}

/** A pending review in the queue, with the drink it is about; once approved here, marked until the approval is sent. */
export function QueuedReviewCard({ review, chosen, approved, waiting, busy, onChoose, onApprove, onRemove }: QueuedReviewCardProps) {
  const titleId = useId();
  return (
    <article className="mod-review queued-review" aria-labelledby={titleId}>
      <input
        className="queued-review__pick"
        type="checkbox"
        checked={chosen}
        disabled={approved}
        onChange={(e) => onChoose(e.target.checked)}
        aria-label={t.pick(review.name, review.drinkName)}
      />
      <Picture frame="thumb" className="queued-review__drink" src={review.drinkImage} alt="" width={64} height={64} />
      <div className="queued-review__body">
        <ReviewText
          review={review}
          heading={
            <h2 id={titleId} className="mod-review__name">
              {review.name} <span className="queued-review__drink-name">· {t.queueReviewOf(review.drinkName)}</span>
            </h2>
          }
        />
        <div className="queued-review__actions">
          {approved ? (
            <span className="queued-review__status">{t.approvedWaiting}</span>
          ) : (
            <button type="button" className="button button--small button--primary" disabled={busy} onClick={onApprove}>
              {t.select}
            </button>
          )}
          <WaitingBadge item={waiting} />
          <button type="button" className="button button--small button--secondary" disabled={busy} onClick={onRemove}>
            {t.remove}
          </button>
        </div>
      </div>
    </article>
  );
}
