import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { StarInput } from '../../../components/ui/stars';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Field } from '../../../components/ui/text-field';
import { toastError, toastSuccess } from '../../../components/ui/toast';
import { QueuedNote } from '../../../components/outbox/queued-note';
import { useOutboxItem } from '../../../components/outbox/use-outbox-item';
import { submitReview } from '../api/submit-review';
import { reviewTexts } from '../texts';
import { ReviewSent } from './review-sent';
import './review-form.css';

interface ReviewFormProps {
  drink: { _id: string; name: string };
}

const empty = { name: '', rating: 0, comment: '' };

/**
 * 'New Review' (SPEC §2.7, §4): sent → toast, and the form gives way to the
 * thank-you (the review waits for approval, so it is not listed yet); queued
 * offline → cleared with the queue note, which gives way to the same
 * thank-you once the review goes; refused → the server's reason in a toast
 * and the text kept.
 */
export function ReviewForm({ drink }: ReviewFormProps) {
  const id = useId();
  const [fields, setFields] = useState(empty);
  const [pending, setPending] = useState(false);
  // The review queued offline, followed until it goes.
  const [queued, setQueued] = useState<string | null>(null);
  const [sentNow, setSentNow] = useState(false);
  const queuedItem = useOutboxItem(queued);
  const sent = sentNow || queuedItem?.state === 'sent';
  const [ratingError, setRatingError] = useState(false);
  const ratingRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const writingAnother = useRef(false);

  // 'Write another review' puts the visitor back in the first field, as opening the form did.
  useEffect(() => {
    if (!sent && writingAnother.current) formRef.current?.querySelector('input')?.focus();
  }, [sent]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    if (fields.rating < 1) {
      setRatingError(true);
      ratingRef.current?.querySelector<HTMLElement>('[tabindex="0"]')?.focus();
      return;
    }
    setPending(true);
    setQueued(null);
    try {
      const outcome = await submitReview(drink, fields);
      if (outcome.state === 'rejected' || outcome.state === 'conflict') {
        toastError(outcome.message);
        return;
      }
      setFields(empty);
      if (outcome.state === 'sent') {
        toastSuccess(reviewTexts.submitted);
        setSentNow(true);
      } else {
        setQueued(outcome.clientId);
      }
    } catch {
      toastError(reviewTexts.notSaved);
    } finally {
      setPending(false);
    }
  }

  if (sent) {
    return (
      <ReviewSent
        onWriteAnother={() => {
          writingAnother.current = true;
          setSentNow(false);
          setQueued(null);
        }}
      />
    );
  }

  return (
    <form ref={formRef} className="form review-form" aria-labelledby={`${id}-heading`} onSubmit={onSubmit}>
      <h4 id={`${id}-heading`} className="review-form__heading">
        {reviewTexts.formHeading}
      </h4>
      <Field id={`${id}-name`} label={reviewTexts.nameLabel}>
        {(control) => (
          <input
            {...control}
            name="name"
            autoComplete="name"
            required
            maxLength={80}
            value={fields.name}
            onChange={(e) => {
              const name = e.target.value;
              setFields((f) => ({ ...f, name }));
            }}
          />
        )}
      </Field>
      <div className="field" ref={ratingRef}>
        <span className="field__label" aria-hidden="true">
          {reviewTexts.ratingLabel}
        </span>
        <StarInput
          label={reviewTexts.ratingLabel}
          value={fields.rating}
          onChange={(rating) => {
            setRatingError(false);
            setFields((f) => ({ ...f, rating }));
          }}
        />
        {ratingError && (
          <p className="field-error" role="alert">
            {reviewTexts.ratingRequired}
          </p>
        )}
      </div>
      <Field id={`${id}-comment`} label={reviewTexts.commentLabel}>
        {(control) => (
          <textarea
            {...control}
            name="comment"
            rows={4}
            maxLength={2000}
            value={fields.comment}
            onChange={(e) => {
              const comment = e.target.value;
              setFields((f) => ({ ...f, comment }));
            }}
          />
        )}
      </Field>
      <div className="review-form__actions">
        <SubmitButton pending={pending}>{reviewTexts.send}</SubmitButton>
      </div>
      <QueuedNote clientId={queued} sentText={reviewTexts.submitted} />
    </form>
  );
}
