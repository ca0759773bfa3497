import { useEffect, useRef, useState } from 'react';
import type { Review } from '../../../lib/contract';
import { nextStart, previousStart, reviewView } from '../review-steps';
import { reviewTexts } from '../texts';
import { ReviewCard } from './review-card';
import './review-carousel.css';

interface ReviewCarouselProps {
  reviews: readonly Review[];
  drinkName: string;
}

/** Two reviews at a time; Previous and Next step by two (review-steps.ts). */
export function ReviewCarousel({ reviews, drinkName }: ReviewCarouselProps) {
  const [start, setStart] = useState(0);
  const view = reviewView(start, reviews.length);
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const stepped = useRef<'previous' | 'next' | null>(null);

  // A button that just got disabled drops the focus; hand it to the other one.
  useEffect(() => {
    if (stepped.current === 'next' && !view.canGoNext) previousRef.current?.focus();
    if (stepped.current === 'previous' && !view.canGoPrevious) nextRef.current?.focus();
    stepped.current = null;
  }, [view.start, view.canGoNext, view.canGoPrevious]);

  return (
    <section className="review-carousel" aria-roledescription="carousel" aria-label={reviewTexts.carouselLabel(drinkName)}>
      <ul className="review-carousel__items">
        {reviews.slice(view.start, view.end).map((review) => (
          <li key={review._id}>
            <ReviewCard review={review} />
          </li>
        ))}
      </ul>
      <div className="review-carousel__controls">
        <button
          ref={previousRef}
          type="button"
          className="button button--secondary review-carousel__step"
          disabled={!view.canGoPrevious}
          onClick={() => {
            stepped.current = 'previous';
            setStart(previousStart(start, reviews.length));
          }}
        >
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M15 5l-7 7 7 7" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
          {reviewTexts.previous}
        </button>
        <p className="review-carousel__position" aria-live="polite">
          {reviewTexts.position(view.start + 1, view.end, reviews.length)}
        </p>
        <button
          ref={nextRef}
          type="button"
          className="button button--secondary review-carousel__step"
          disabled={!view.canGoNext}
          onClick={() => {
            stepped.current = 'next';
            setStart(nextStart(start, reviews.length));
          }}
        >
          {reviewTexts.next}
          <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M9 5l7 7-7 7" fill="none" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </section>
  );
}
