import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SentConfirmation, type Refusal } from '../../../components/outbox/sent-confirmation';
import { FieldErrors, type FieldErrorMap } from '../../../components/ui/field-errors';
import { FormProblem } from '../../../components/ui/form-problem';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Field } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useHoldUntilAlive } from '../../../lib/held-submits';
import { useSendContactMessage, type ContactMessage } from '../api/send-contact-message';
import { contactProblems } from '../contact-checks';
import { contactTexts } from '../texts';

const empty: ContactMessage = { name: '', email: '', message: '' };

/** What was sent, for the confirmation; the form's text stays until the visitor starts another. */
interface Sent {
  clientId: string | null;
  message: ContactMessage;
}

/**
 * Full Name, Email and Message, all required (the Worker agrees), checked
 * before sending and, if the server still refuses, each reason under its
 * field. It ends on a confirmation that stays, with what happens next; one
 * queued offline says so and turns into it when it goes.
 */
export function ContactForm() {
  const [fields, setFields] = useState(empty);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const { sendMessage, pending } = useSendContactMessage();

  function refused({ message, fields: reasons }: Refusal) {
    setSent(null);
    setErrors(reasons);
    setProblem(Object.keys(reasons).length ? null : message);
  }

  async function submit() {
    if (pending) return;
    const message = { name: fields.name.trim(), email: fields.email.trim(), message: fields.message.trim() };
    const problems = contactProblems(message);
    setErrors(problems);
    setProblem(null);
    if (Object.keys(problems).length) return;
    const outcome = await sendMessage(message);
    if (outcome.state === 'rejected') refused(outcome);
    else setSent({ clientId: outcome.state === 'queued' ? outcome.clientId : null, message });
  }

  if (sent) {
    return (
      <SentConfirmation
        clientId={sent.clientId}
        title={contactTexts.sent}
        again={contactTexts.sendAnother}
        onAgain={() => {
          setFields(empty);
          setSent(null);
        }}
        onRefused={refused}
      >
        <p>{contactTexts.sentLead(sent.message.name, sent.message.email)}</p>
        <p className="visually-hidden">{contactTexts.meanwhile}</p>
        <ul className="sent-confirmation__next">
          <li>
            <Link to={paths.locations}>{contactTexts.findStore}</Link>
          </li>
          <li>
            <Link to={paths.menu}>{contactTexts.seeMenu}</Link>
          </li>
        </ul>
      </SentConfirmation>
    );
  }
  return <ContactFields fields={fields} onChange={setFields} errors={errors} problem={problem} pending={pending} onSubmit={submit} />;
}

interface ContactFieldsProps {
  fields: ContactMessage;
  onChange: (update: (fields: ContactMessage) => ContactMessage) => void;
  errors: FieldErrorMap;
  problem: string | null;
  pending: boolean;
  onSubmit: () => void;
}

/** The form itself: mounted anew after 'Send another message', so its early-submit hold starts again. */
function ContactFields({ fields, onChange, errors, problem, pending, onSubmit }: ContactFieldsProps) {
  const id = useId();
  const hold = useHoldUntilAlive();
  // The value is read now, not inside the updater: by the time React runs that, the control may hold another.
  const set = (name: keyof ContactMessage) => (e: { target: { value: string } }) => {
    const { value } = e.target;
    onChange((f) => ({ ...f, [name]: value }));
  };

  return (
    <form
      {...hold}
      className="form contact-form"
      noValidate
      aria-label="Contact form"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p className="form__hint">{contactTexts.requiredHint}</p>
      <FieldErrors errors={errors}>
        <Field id={`${id}-name`} name="name" label={contactTexts.nameLabel}>
          {(control) => <input {...control} name="name" required autoComplete="name" maxLength={120} value={fields.name} onChange={set('name')} />}
        </Field>
        <Field id={`${id}-email`} name="email" label={contactTexts.emailLabel}>
          {(control) => <input {...control} name="email" type="email" required autoComplete="email" maxLength={254} value={fields.email} onChange={set('email')} />}
        </Field>
        <Field id={`${id}-message`} name="message" label={contactTexts.messageLabel}>
          {(control) => <textarea {...control} name="message" required rows={6} maxLength={5000} value={fields.message} onChange={set('message')} />}
        </Field>
      </FieldErrors>
      <div className="form__actions">
        <SubmitButton pending={pending}>{contactTexts.sendButton}</SubmitButton>
        <FormProblem errors={errors} problem={problem} />
      </div>
    </form>
  );
}
