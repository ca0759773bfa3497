import { useId, useState, type FormEvent } from 'react';
import { QueuedNote } from '../../../components/outbox/queued-note';
import { useKeepTyped } from '../../../components/ui/keep-typed';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useSubscribe } from '../api/subscribe';
import { rememberSubscribed } from '../popup-state';
import { newsletterTexts } from '../texts';
import { useHoldUntilAlive } from '../../../lib/held-submits';
import './newsletter-form.css';

interface NewsletterFormProps {
  /** After the signup was sent or queued (the popup closes then). */
  onDone?: () => void;
}

/** Email (required, browser-checked, SPEC §5) and Subscribe. */
export function NewsletterForm({ onDone }: NewsletterFormProps) {
  const id = useId();
  useKeepTyped(id);
  const hold = useHoldUntilAlive();
  const [email, setEmail] = useState('');
  const { subscribe, pending } = useSubscribe();
  // The last signup queued offline, followed until it goes.
  const [queued, setQueued] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const outcome = await subscribe(email.trim());
    if (outcome.state === 'rejected') return;
    setQueued(outcome.state === 'queued' ? outcome.clientId : null);
    rememberSubscribed();
    setEmail('');
    onDone?.();
  }

  return (
    <form {...hold} className="newsletter-form" onSubmit={onSubmit}>
      <label htmlFor={id} className="newsletter-form__label">
        {newsletterTexts.emailLabel}
      </label>
      <div className="newsletter-form__row">
        <input
          id={id}
          className="pill-input newsletter-form__input"
          type="email"
          name="email"
          required
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <SubmitButton pending={pending}>{newsletterTexts.subscribeButton}</SubmitButton>
      </div>
      <QueuedNote clientId={queued} sentText={newsletterTexts.subscribed} />
    </form>
  );
}
