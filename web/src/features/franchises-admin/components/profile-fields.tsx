import { TextField } from '../../../components/ui/text-field';
import { franchiseTexts as t } from '../texts';

export interface FranchiseProfileDraft {
  name: string;
  email: string;
  phone: string;
  owner_name: string;
  address: string;
}

export const emptyProfile: FranchiseProfileDraft = { name: '', email: '', phone: '', owner_name: '', address: '' };

interface ProfileFieldsProps {
  draft: FranchiseProfileDraft;
  onChange: (draft: FranchiseProfileDraft) => void;
  addressLabel: string;
}

/** Name, Email, Phone Number, Owner Name and Address: the fields the add and update forms share. */
export function ProfileFields({ draft, onChange, addressLabel }: ProfileFieldsProps) {
  const set = (field: keyof FranchiseProfileDraft) => (value: string) => onChange({ ...draft, [field]: value });
  return (
    <>
      <TextField label={t.nameLabel} name="name" value={draft.name} onChange={set('name')} autoComplete="off" />
      <TextField label={t.emailLabel} name="email" type="email" value={draft.email} onChange={set('email')} autoComplete="off" />
      <TextField label={t.phoneLabel} name="phone" type="tel" inputMode="numeric" value={draft.phone} onChange={set('phone')} autoComplete="off" />
      <TextField label={t.ownerLabel} name="owner_name" value={draft.owner_name} onChange={set('owner_name')} autoComplete="off" />
      <TextField label={addressLabel} name="address" value={draft.address} onChange={set('address')} autoComplete="off" />
    </>
  );
}
