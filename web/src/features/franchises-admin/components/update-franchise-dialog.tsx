import { useState, type FormEvent } from 'react';
import { FieldErrors } from '../../../components/ui/field-errors';
import { Dialog } from '../../../components/ui/dialog';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useUpdateFranchise } from '../api/update-franchise';
import { franchiseTexts as t } from '../texts';
import type { FranchiseAccount } from '../types';
import { ProfileFields, type FranchiseProfileDraft } from './profile-fields';

interface UpdateFranchiseDialogProps {
  /** The franchise being edited; null keeps the modal closed. */
  franchise: FranchiseAccount | null;
  onClose: () => void;
  onUpdated: () => void;
}

/** 'Update Franchise' (SPEC §2.10): the profile and email only, no password, no picture. */
export function UpdateFranchiseDialog({ franchise, onClose, onUpdated }: UpdateFranchiseDialogProps) {
  return (
    <Dialog open={franchise !== null} title={t.updateHeading} onClose={onClose}>
      {franchise && <UpdateFranchiseForm key={franchise._id} franchise={franchise} onUpdated={onUpdated} />}
    </Dialog>
  );
}

function UpdateFranchiseForm({ franchise, onUpdated }: { franchise: FranchiseAccount; onUpdated: () => void }) {
  const { name, phone, owner_name, address } = franchise.franchise;
  const [draft, setDraft] = useState<FranchiseProfileDraft>({ name, phone, owner_name, address, email: franchise.email });
  const { run, pending, fieldErrors } = useUpdateFranchise(onUpdated);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { email, ...profile } = draft;
    void run(franchise._id, { email, franchise: profile });
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FieldErrors errors={fieldErrors}>
        <ProfileFields draft={draft} onChange={setDraft} addressLabel={t.updateAddressLabel} />
        <div className="dialog__actions">
          <SubmitButton pending={pending}>{t.updateButton}</SubmitButton>
        </div>
      </FieldErrors>
    </form>
  );
}
