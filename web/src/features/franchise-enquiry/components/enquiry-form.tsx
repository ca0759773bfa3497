import { useId, useState, type FormEvent } from 'react';
import { QueuedNote } from '../../../components/outbox/queued-note';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Field } from '../../../components/ui/text-field';
import { useSendEnquiry } from '../api/send-enquiry';
import { emptyEnquiry, enquiryFields, trimEnquiry, type EnquiryField } from '../enquiry-fields';
import { enquiryTexts } from '../texts';
import { useHoldUntilAlive } from '../../../lib/held-submits';
import './enquiry-form.css';

/** The franchise enquiry (SPEC §2.4): every field but the address required; cleared once sent or queued. */
export function EnquiryForm() {
  const id = useId();
  const hold = useHoldUntilAlive();
  const [enquiry, setEnquiry] = useState(emptyEnquiry);
  const { sendEnquiry, pending, queued } = useSendEnquiry();
  // The value is read now, not inside the updater: by the time React runs that, the control may hold another.
  const set = (name: EnquiryField) => (e: { target: { value: string } }) => {
    const { value } = e.target;
    setEnquiry((current) => ({ ...current, [name]: value }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const result = await sendEnquiry(trimEnquiry(enquiry));
    if (result !== 'rejected') setEnquiry(emptyEnquiry);
  }

  return (
    <form {...hold} className="form enquiry-form" onSubmit={onSubmit} aria-label="Franchise enquiry">
      <p className="form__hint">{enquiryTexts.requiredHint}</p>
      <div className="enquiry-form__grid">
        {enquiryFields.map((field) => {
          const common = { name: field.name, required: !field.optional, value: enquiry[field.name], onChange: set(field.name) };
          return (
            <Field key={field.name} id={`${id}-${field.name}`} label={field.label} className={field.wide ? 'field--wide' : undefined}>
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
      <div className="form__actions">
        <SubmitButton pending={pending}>{enquiryTexts.sendButton}</SubmitButton>
        <QueuedNote kind="enquiry" queued={queued} />
      </div>
    </form>
  );
}
