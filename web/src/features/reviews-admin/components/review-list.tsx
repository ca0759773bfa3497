import { useId } from 'react';
import { AsyncContent } from '../../../components/ui/async-content';
import type { AsyncData } from '../../../components/ui/use-async-data';
import type { OutboxItem } from '../../../lib/db';
import type { ModerationChoice } from '../api/set-review-status';
import type { Review } from '../review-type';
import { moderationTexts } from '../texts';
import { ReviewAdminCard } from './review-admin-card';
import './review-list.css';

interface ReviewListProps {
  heading: string;
  emptyText: string;
  reviews: AsyncData<Review[]>;
  choice: ModerationChoice;
  /** A review's status change still in the outbox, waiting or refused. */
  waiting: (review: Review) => OutboxItem | undefined;
  busy: boolean;
  onChoose: (review: Review) => void;
  onDelete: (review: Review) => void;
}

/** One of the two moderation lists; it scrolls within 400 px (SPEC §2.15, §9). */
export function ReviewList({ heading, emptyText, reviews, choice, waiting, busy, onChoose, onDelete }: ReviewListProps) {
  const headingId = useId();
  return (
    <div className="mod-list">
      <h3 id={headingId}>{heading}</h3>
      {/* The region named by the heading; focusable so a keyboard can scroll it. */}
      <div className="mod-list__scroll" tabIndex={0} role="region" aria-labelledby={headingId}>
        <AsyncContent state={reviews} isEmpty={(list) => list.length === 0} emptyText={emptyText} loadingText={moderationTexts.loading}>
          {(list) => (
            <ul className="mod-list__items" role="list">
              {list.map((review) => (
                <li key={review._id}>
                  <ReviewAdminCard review={review} choice={choice} waiting={waiting(review)} busy={busy} onChoose={onChoose} onDelete={onDelete} />
                </li>
              ))}
            </ul>
          )}
        </AsyncContent>
      </div>
    </div>
  );
}
