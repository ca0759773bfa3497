import { useId, useState } from 'react';
import { Link } from 'react-router';
import { SentConfirmation } from '../../../components/outbox/sent-confirmation';
import { useConfirmedSend } from '../../../components/outbox/use-confirmed-send';
import { CheckedForm } from '../../../components/ui/checked-form';
import type { FieldErrorMap } from '../../../components/ui/field-errors';
import { Field } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useSendEnquiry } from '../api/send-enquiry';
import { enquiryProblems } from '../enquiry-checks';
import { emptyEnquiry, enquiryFields, trimEnquiry, type Enquiry, type EnquiryField } from '../enquiry-fields';
import { enquiryTexts } from '../texts';
import './enquiry-form.css';

/**
 * The franchise enquiry (SPEC §2.4): every field but the address required,
 * a phone to call and liquid assets within the net worth, checked before
 * sending and, if the server still refuses, each reason under its field. It
 * ends on a confirmation that stays, with what happens next.
 */
export function EnquiryForm() {
  const [enquiry, setEnquiry] = useState(emptyEnquiry);
  const { sendEnquiry, pending } = useSendEnquiry();
  const { errors, problem, sent, submit, refused, startAgain } = useConfirmedSend(enquiryProblems, sendEnquiry);

  if (sent) {
    const { name, phone, email } = sent.value;
    return (
      <SentConfirmation
        clientId={sent.clientId}
        title={enquiryTexts.sent}
        again={enquiryTexts.sendAnother}
        onAgain={() => {
          setEnquiry(emptyEnquiry);
          startAgain();
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
  const onSubmit = () => {
    if (!pending) void submit(trimEnquiry(enquiry));
  };
  return <EnquiryFields enquiry={enquiry} onChange={setEnquiry} errors={errors} problem={problem} pending={pending} onSubmit={onSubmit} />;
}

interface EnquiryFieldsProps {
  enquiry: Enquiry;
  onChange: (update: (enquiry: Enquiry) => Enquiry) => void;
  errors: FieldErrorMap;
  problem: string | null;
  pending: boolean;
  onSubmit: () => void;
}

function EnquiryFields({ enquiry, onChange, errors, problem, pending, onSubmit }: EnquiryFieldsProps) {
  const id = useId();
  // The value is read now, not inside the updater: by the time React runs that, the control may hold another.
  const set = (name: EnquiryField) => (e: { target: { value: string } }) => {
    const { value } = e.target;
    onChange((current) => ({ ...current, [name]: value }));
  };

  return (
    <CheckedForm
      label="Franchise enquiry"
      className="enquiry-form"
      hint={enquiryTexts.requiredHint}
      submitLabel={enquiryTexts.sendButton}
      pending={pending}
      errors={errors}
      problem={problem}
      onSubmit={onSubmit}
    >
      <div className="enquiry-form__grid">
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
      </div>
    </CheckedForm>
  );
}
