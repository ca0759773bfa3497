import { useId, useState, type FormEvent } from 'react';
import { QueuedNote } from '../../../components/outbox/queued-note';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Field } from '../../../components/ui/text-field';
import { useSendContactMessage, type ContactMessage } from '../api/send-contact-message';
import { contactTexts } from '../texts';
import { useHoldUntilAlive } from '../../../lib/held-submits';

const empty: ContactMessage = { name: '', email: '', message: '' };

/** Full Name (required), Email and Message (optional, SPEC §5), Send. */
export function ContactForm() {
  const id = useId();
  const hold = useHoldUntilAlive();
  const [fields, setFields] = useState(empty);
  const { sendMessage, pending, queued } = useSendContactMessage();
  // The value is read now, not inside the updater: by the time React runs that, the control may hold another.
  const set = (name: keyof ContactMessage) => (e: { target: { value: string } }) => {
    const { value } = e.target;
    setFields((f) => ({ ...f, [name]: value }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const result = await sendMessage({ name: fields.name.trim(), email: fields.email.trim(), message: fields.message.trim() });
    // Refused: keep every word so the visitor can fix it. Sent or queued: the outbox has it.
    if (result !== 'rejected') setFields(empty);
  }

  return (
    <form {...hold} className="form contact-form" onSubmit={onSubmit} aria-label="Contact form">
      <p className="form__hint">Only your name is required.</p>
      <Field id={`${id}-name`} label={contactTexts.nameLabel}>
        {(control) => <input {...control} name="name" required autoComplete="name" maxLength={120} value={fields.name} onChange={set('name')} />}
      </Field>
      <Field id={`${id}-email`} label={contactTexts.emailLabel}>
        {(control) => <input {...control} name="email" type="email" autoComplete="email" maxLength={254} value={fields.email} onChange={set('email')} />}
      </Field>
      <Field id={`${id}-message`} label={contactTexts.messageLabel}>
        {(control) => <textarea {...control} name="message" rows={6} maxLength={5000} value={fields.message} onChange={set('message')} />}
      </Field>
      <div className="form__actions">
        <SubmitButton pending={pending}>{contactTexts.sendButton}</SubmitButton>
        <QueuedNote kind="contact" queued={queued} />
      </div>
    </form>
  );
}
