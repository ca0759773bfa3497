import { useLayoutEffect, useRef } from 'react';
import { reviewTexts } from '../texts';
import './review-sent.css';

/**
 * Takes the sent form's place, where the visitor was looking, and takes the
 * focus, so keyboard and screen-reader users land on it instead of on <body>.
 */
export function ReviewSent({ onWriteAnother }: { onWriteAnother: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  // In the commit that shows it, before a paint: no moment with the focus on a form that is gone.
  useLayoutEffect(() => box.current?.focus(), []);

  return (
    <div ref={box} className="review-sent" role="status" tabIndex={-1}>
      <p className="review-sent__title">{reviewTexts.submitted}</p>
      <p className="review-sent__note">{reviewTexts.pendingNote}</p>
      <button type="button" className="button button--secondary button--small review-sent__again" onClick={onWriteAnother}>
        {reviewTexts.writeAnother}
      </button>
    </div>
  );
}
