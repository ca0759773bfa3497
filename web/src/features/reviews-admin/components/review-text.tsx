import type { ReactNode } from 'react';
import { Stars } from '../../../components/ui/stars';
import { formatDay } from '../../../lib/dates';
import type { Review } from '../review-type';

interface ReviewTextProps {
  review: Review;
  /** The heading naming the card (its level differs: a dialog's h4, a screen's h2). */
  heading: ReactNode;
}

/** What a moderator reads of a review, on the drink's dialog and in the queue alike. */
export function ReviewText({ review, heading }: ReviewTextProps) {
  return (
    <>
      <header className="mod-review__header">
        {heading}
        <time className="mod-review__date" dateTime={review.createdAt}>
          {formatDay(review.createdAt)}
        </time>
      </header>
      <Stars rating={review.rating} />
      {review.comment && <p className="mod-review__comment">{review.comment}</p>}
    </>
  );
}
