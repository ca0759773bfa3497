import { useId, useState } from 'react';
import { Link } from 'react-router';
import { SentConfirmation } from '../../../components/outbox/sent-confirmation';
import { useConfirmedSend } from '../../../components/outbox/use-confirmed-send';
import { CheckedForm } from '../../../components/ui/checked-form';
import type { FieldErrorMap } from '../../../components/ui/field-errors';
import { Field } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useSendContactMessage, type ContactMessage } from '../api/send-contact-message';
import { contactProblems } from '../contact-checks';
import { contactTexts } from '../texts';

const empty: ContactMessage = { name: '', email: '', message: '' };

/**
 * Full Name, Email and Message, all required (the Worker agrees), checked
 * before sending and, if the server still refuses, each reason under its
 * field. It ends on a confirmation that stays, with what happens next; one
 * queued offline says so and turns into it when it goes.
 */
export function ContactForm() {
  const [fields, setFields] = useState(empty);
  const { sendMessage, pending } = useSendContactMessage();
  const { errors, problem, sent, submit, refused, startAgain } = useConfirmedSend(contactProblems, sendMessage);

  if (sent) {
    return (
      <SentConfirmation
        clientId={sent.clientId}
        title={contactTexts.sent}
        again={contactTexts.sendAnother}
        onAgain={() => {
          setFields(empty);
          startAgain();
        }}
        onRefused={refused}
      >
        <p>{contactTexts.sentLead(sent.value.name, sent.value.email)}</p>
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
  const onSubmit = () => {
    if (!pending) void submit({ name: fields.name.trim(), email: fields.email.trim(), message: fields.message.trim() });
  };
  return <ContactFields fields={fields} onChange={setFields} errors={errors} problem={problem} pending={pending} onSubmit={onSubmit} />;
}

interface ContactFieldsProps {
  fields: ContactMessage;
  onChange: (update: (fields: ContactMessage) => ContactMessage) => void;
  errors: FieldErrorMap;
  problem: string | null;
  pending: boolean;
  onSubmit: () => void;
}

function ContactFields({ fields, onChange, errors, problem, pending, onSubmit }: ContactFieldsProps) {
  const id = useId();
  // The value is read now, not inside the updater: by the time React runs that, the control may hold another.
  const set = (name: keyof ContactMessage) => (e: { target: { value: string } }) => {
    const { value } = e.target;
    onChange((f) => ({ ...f, [name]: value }));
  };

  return (
    <CheckedForm
      label="Contact form"
      className="contact-form"
      hint={contactTexts.requiredHint}
      submitLabel={contactTexts.sendButton}
      pending={pending}
      errors={errors}
      problem={problem}
      onSubmit={onSubmit}
    >
      <Field id={`${id}-name`} name="name" label={contactTexts.nameLabel}>
        {(control) => <input {...control} name="name" required autoComplete="name" maxLength={120} value={fields.name} onChange={set('name')} />}
      </Field>
      <Field id={`${id}-email`} name="email" label={contactTexts.emailLabel}>
        {(control) => <input {...control} name="email" type="email" required autoComplete="email" maxLength={254} value={fields.email} onChange={set('email')} />}
      </Field>
      <Field id={`${id}-message`} name="message" label={contactTexts.messageLabel}>
        {(control) => <textarea {...control} name="message" required rows={6} maxLength={5000} value={fields.message} onChange={set('message')} />}
      </Field>
    </CheckedForm>
  );
}
