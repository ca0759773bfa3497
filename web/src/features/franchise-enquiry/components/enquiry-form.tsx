import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { SentConfirmation, type Refusal } from '../../../components/outbox/sent-confirmation';
import { FieldErrors, type FieldErrorMap } from '../../../components/ui/field-errors';
import { FormProblem } from '../../../components/ui/form-problem';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Field } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useHoldUntilAlive } from '../../../lib/held-submits';
import { useSendEnquiry } from '../api/send-enquiry';
import { enquiryProblems } from '../enquiry-checks';
import { emptyEnquiry, enquiryFields, trimEnquiry, type Enquiry, type EnquiryField } from '../enquiry-fields';
import { enquiryTexts } from '../texts';
import './enquiry-form.css';

interface Sent {
  clientId: string | null;
  enquiry: Enquiry;
}

/**
 * The franchise enquiry (SPEC §2.4): every field but the address required,
 * a phone to call and liquid assets within the net worth, checked before
 * sending and, if the server still refuses, each reason under its field. It
 * ends on a confirmation that stays, with what happens next.
 */
export function EnquiryForm() {
  const [enquiry, setEnquiry] = useState(emptyEnquiry);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [sent, setSent] = useState<Sent | null>(null);
  const { sendEnquiry, pending } = useSendEnquiry();

  function refused({ message, fields }: Refusal) {
    setSent(null);
    setErrors(fields);
    setProblem(Object.keys(fields).length ? null : message);
  }

  async function submit() {
    if (pending) return;
    const trimmed = trimEnquiry(enquiry);
    const problems = enquiryProblems(trimmed);
    setErrors(problems);
    setProblem(null);
    if (Object.keys(problems).length) return;
    const outcome = await sendEnquiry(trimmed);
    if (outcome.state === 'rejected') refused(outcome);
    else setSent({ clientId: outcome.state === 'queued' ? outcome.clientId : null, enquiry: trimmed });
  }

  if (sent) {
    const { name, phone, email } = sent.enquiry;
    return (
      <SentConfirmation
        clientId={sent.clientId}
        title={enquiryTexts.sent}
        again={enquiryTexts.sendAnother}
        onAgain={() => {
          setEnquiry(emptyEnquiry);
          setSent(null);
        }}
        onRefused={refused}
      >
        <p>{enquiryTexts.sentLead(name, phone, email)}</p>
        <p className="visually-hidden">{enquiryTexts.meanwhile}</p>
        <ul className="sent-confirmation__next">
          <li>
            <Link to={paths.brandProfile}>{enquiryTexts.brandProfile}</Link>
          </li>
          <li>
            <Link to={paths.locations}>{enquiryTexts.visitStores}</Link>
          </li>
        </ul>
      </SentConfirmation>
    );
  }
  return <EnquiryFields enquiry={enquiry} onChange={setEnquiry} errors={errors} problem={problem} pending={pending} onSubmit={submit} />;
}

interface EnquiryFieldsProps {
  enquiry: Enquiry;
  onChange: (update: (enquiry: Enquiry) => Enquiry) => void;
  errors: FieldErrorMap;
  problem: string | null;
  pending: boolean;
  onSubmit: () => void;
}

/** The form itself: mounted anew after 'Send another enquiry', so its early-submit hold starts again. */
function EnquiryFields({ enquiry, onChange, errors, problem, pending, onSubmit }: EnquiryFieldsProps) {
  const id = useId();
  const hold = useHoldUntilAlive();
  // The value is read now, not inside the updater: by the time React runs that, the control may hold another.
  const set = (name: EnquiryField) => (e: { target: { value: string } }) => {
    const { value } = e.target;
    onChange((current) => ({ ...current, [name]: value }));
  };

  return (
    <form
      {...hold}
      className="form enquiry-form"
      noValidate
      aria-label="Franchise enquiry"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <p className="form__hint">{enquiryTexts.requiredHint}</p>
      <div className="enquiry-form__grid">
        <FieldErrors errors={errors}>
          {enquiryFields.map((field) => {
            const common = { name: field.name, required: !field.optional, value: enquiry[field.name], onChange: set(field.name) };
            return (
              <Field
                key={field.name}
                id={`${id}-${field.name}`}
                name={field.name}
                label={field.label}
                hint={field.name === 'phone' ? enquiryTexts.phoneHint : undefined}
                className={field.wide ? 'field--wide' : undefined}
              >
                {(control) =>
                  field.options ? (
                    <select {...control} {...common}>
                      <option value="" disabled>
                        Choose one
                      </option>
                      {field.options.map((option) => (
                        <option key={option}>{option}</option>
                      ))}
                    </select>
                  ) : field.multiline ? (
                    <textarea {...control} {...common} rows={5} maxLength={field.maxLength} placeholder="Tell us about your plans, experience and timeline." />
                  ) : (
                    <input {...control} {...common} type={field.type ?? 'text'} autoComplete={field.autoComplete} maxLength={field.maxLength} />
                  )
                }
              </Field>
            );
          })}
        </FieldErrors>
      </div>
      <div className="form__actions">
        <SubmitButton pending={pending}>{enquiryTexts.sendButton}</SubmitButton>
        <FormProblem errors={errors} problem={problem} />
      </div>
    </form>
  );
}
