import { useId, useState, type FormEvent } from 'react';
import { focusFirstRefused } from '../../../components/ui/field-errors';
import { Field } from '../../../components/ui/text-field';
import { comingSoonTexts as t } from '../texts';
import type { ComingSoonAddBody } from '../types';

type ComingSoonDraft = Required<Omit<ComingSoonAddBody, 'clientId'>>;

export const emptyComingSoon: ComingSoonDraft = { name: '', address: '', email: '' };

export interface ComingSoonErrors {
  name?: string | null;
  email?: string | null;
}

/**
 * A coming-soon form's fields and their own checks (SPEC §5: Franchise Name
 * and Email are required), said under each field, not by the browser.
 * `checked` answers whether the form may be sent; typing clears what it said.
 */
export function useComingSoonDraft(initial: ComingSoonDraft) {
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<ComingSoonErrors>({});
  function change(next: ComingSoonDraft) {
    setDraft(next);
    setErrors({});
  }
  function checked(event: FormEvent<HTMLFormElement>): boolean {
    const found = { name: draft.name.trim() ? null : t.nameRequired, email: draft.email.trim() ? null : t.emailRequired };
    setErrors(found);
    if (found.name || found.email) focusFirstRefused(event.currentTarget);
    return !found.name && !found.email;
  }
  return { draft, setDraft, errors, change, checked };
}

interface ComingSoonFieldsProps {
  draft: ComingSoonDraft;
  onChange: (draft: ComingSoonDraft) => void;
  errors: ComingSoonErrors;
}

/** Franchise Name and Email are required, the address is optional (SPEC §2.17, §5). */
export function ComingSoonFields({ draft, onChange, errors }: ComingSoonFieldsProps) {
  const id = useId();
  const field = (name: keyof ComingSoonDraft, label: string, type = 'text', error?: string | null) => (
    <Field id={`${id}-${name}`} label={label} name={name} error={error}>
      {(control) => <input {...control} name={name} type={type} value={draft[name]} autoComplete="off" onChange={(e) => onChange({ ...draft, [name]: e.target.value })} />}
    </Field>
  );
  return (
    <>
      {field('name', t.nameLabel, 'text', errors.name)}
      {field('address', t.addressLabel)}
      {field('email', t.emailLabel, 'email', errors.email)}
    </>
  );
}
