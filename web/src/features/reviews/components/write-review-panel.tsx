import { useEffect, useId, useRef, useState } from 'react';
import { reviewTexts } from '../texts';
import { ReviewForm } from './review-form';
import './write-review-panel.css';

/** 'Want to write a review?' and the button that opens the 'New Review' form. */
export function WriteReviewPanel({ drink }: { drink: { _id: string; name: string } }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const formBox = useRef<HTMLDivElement>(null);

  // Opening the form puts the visitor in its first field.
  useEffect(() => {
    if (open) formBox.current?.querySelector('input')?.focus();
  }, [open]);

  return (
    <section className="write-review" aria-labelledby={`${id}-heading`}>
      <div className="cluster cluster--between">
        <div>
          <h3 id={`${id}-heading`} className="write-review__heading">
            {reviewTexts.writePrompt}
          </h3>
          <p className="write-review__hint">{reviewTexts.writeHint}</p>
        </div>
        <button type="button" className="button button--primary" aria-expanded={open} aria-controls={`${id}-form`} onClick={() => setOpen((o) => !o)}>
          {reviewTexts.writeButton}
        </button>
      </div>
      <div id={`${id}-form`} ref={formBox} hidden={!open}>
        {open && <ReviewForm drink={drink} />}
      </div>
    </section>
  );
}
