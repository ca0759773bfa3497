import { Stars } from '../../../components/ui/stars';
import type { Review } from '../../../lib/contract';
import './review-card.css';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function shownDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** One approved review: who, when, how many stars and what they said. */
export function ReviewCard({ review }: { review: Review }) {
  const initial = review.name.trim().charAt(0).toUpperCase() || '?';
  return (
    <article className="review-card">
      <div className="review-card__header">
        <span className="review-card__avatar" aria-hidden="true">
          {initial}
        </span>
        <div>
          <p className="review-card__name">{review.name}</p>
          <time className="review-card__date" dateTime={review.createdAt}>
            {shownDate(review.createdAt)}
          </time>
        </div>
      </div>
      <Stars rating={review.rating} size={18} />
      {review.comment && <p className="review-card__comment">{review.comment}</p>}
    </article>
  );
}
