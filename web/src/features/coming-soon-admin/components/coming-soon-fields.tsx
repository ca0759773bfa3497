import { TextField } from '../../../components/ui/text-field';
import { comingSoonTexts as t } from '../texts';
import type { ComingSoonAddBody } from '../types';

type ComingSoonDraft = Required<Omit<ComingSoonAddBody, 'clientId'>>;

export const emptyComingSoon: ComingSoonDraft = { name: '', address: '', email: '' };

interface ComingSoonFieldsProps {
  draft: ComingSoonDraft;
  onChange: (draft: ComingSoonDraft) => void;
}

/** Franchise Name and Email are required, the address is optional (SPEC §2.17, §5). */
export function ComingSoonFields({ draft, onChange }: ComingSoonFieldsProps) {
  const set = (field: keyof ComingSoonDraft) => (value: string) => onChange({ ...draft, [field]: value });
  return (
    <>
      <TextField label={t.nameLabel} name="name" required value={draft.name} onChange={set('name')} autoComplete="off" />
      <TextField label={t.addressLabel} name="address" value={draft.address} onChange={set('address')} autoComplete="off" />
      <TextField label={t.emailLabel} name="email" type="email" required value={draft.email} onChange={set('email')} autoComplete="off" />
    </>
  );
}
