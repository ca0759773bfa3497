import { useState } from 'react';
import { DialogForm, RowDialog } from '../../../components/ui/row-dialog';
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
    <RowDialog row={franchise} title={t.updateHeading} onClose={onClose}>
      {(row) => <UpdateFranchiseForm franchise={row} onUpdated={onUpdated} />}
    </RowDialog>
  );
}

function UpdateFranchiseForm({ franchise, onUpdated }: { franchise: FranchiseAccount; onUpdated: () => void }) {
  const { name, phone, owner_name, address } = franchise.franchise;
  const [draft, setDraft] = useState<FranchiseProfileDraft>({ name, phone, owner_name, address, email: franchise.email });
  const { run, pending, fieldErrors } = useUpdateFranchise(onUpdated);

  function onSubmit() {
    const { email, ...profile } = draft;
    void run(franchise._id, { email, franchise: profile });
  }

  return (
    <DialogForm onSubmit={onSubmit} fieldErrors={fieldErrors} pending={pending} submitLabel={t.updateButton}>
      <ProfileFields draft={draft} onChange={setDraft} addressLabel={t.updateAddressLabel} />
    </DialogForm>
  );
}
