import { useState } from 'react';
import { EditConflictChoice } from '../../../components/ui/edit-conflict';
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

const draftOf = ({ email, franchise: { name, phone, owner_name, address } }: FranchiseAccount): FranchiseProfileDraft => ({ name, phone, owner_name, address, email });

/** The account's text fields, as the conflict screen compares them. */
const CONFLICT_FIELDS = [
  { key: 'name', label: t.nameLabel },
  { key: 'email', label: t.emailLabel },
  { key: 'phone', label: t.phoneLabel },
  { key: 'owner_name', label: t.ownerLabel },
  { key: 'address', label: t.updateAddressLabel },
] as const;

function UpdateFranchiseForm({ franchise, onUpdated }: { franchise: FranchiseAccount; onUpdated: () => void }) {
  const [draft, setDraft] = useState<FranchiseProfileDraft>(() => draftOf(franchise));
  const { run, pending, fieldErrors, conflict, clearConflict } = useUpdateFranchise(onUpdated);
  // The version this form's save names: the account's, or the other session's once head office has seen it.
  const [baseVersion, setBaseVersion] = useState(franchise.version);
  const theirs = conflict && (conflict.current as FranchiseAccount);

  function save(version: number | undefined) {
    const { email, ...profile } = draft;
    return run(franchise._id, { email, franchise: profile, ...(version !== undefined && { version }) });
  }

  return (
    <DialogForm onSubmit={() => save(baseVersion)} fieldErrors={fieldErrors} pending={pending} submitLabel={t.updateButton}>
      {conflict && theirs && (
        <EditConflictChoice
          conflict={conflict}
          fields={CONFLICT_FIELDS}
          mine={{ ...draft }}
          theirs={{ ...draftOf(theirs) }}
          pending={pending}
          onUseTheirs={(field) => {
            const key = field as keyof FranchiseProfileDraft;
            setDraft((d) => ({ ...d, [key]: draftOf(theirs)[key] }));
            setBaseVersion(theirs.version);
          }}
          onKeepMine={() => void save(theirs.version)}
          onTakeTheirs={() => {
            clearConflict();
            onUpdated();
          }}
        />
      )}
      <ProfileFields draft={draft} onChange={setDraft} addressLabel={t.updateAddressLabel} />
    </DialogForm>
  );
}
