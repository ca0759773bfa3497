import { useState } from 'react';
import { EditConflictChoice } from '../../../components/ui/edit-conflict';
import { DialogForm, RowDialog } from '../../../components/ui/row-dialog';
import { useUpdateComingSoon } from '../api/update-coming-soon';
import { comingSoonTexts as t } from '../texts';
import type { ComingSoonFranchise } from '../types';
import { ComingSoonFields, useComingSoonDraft } from './coming-soon-fields';
import { StatusField } from './status-field';

interface UpdateComingSoonDialogProps {
  /** The franchise being edited; null keeps the modal closed. */
  franchise: ComingSoonFranchise | null;
  onClose: () => void;
  onUpdated: () => void;
}

/** 'Update Franchise' (SPEC §2.17): prefilled, plus the status visitors see (issue #16); the dialog's close icon closes it. */
export function UpdateComingSoonDialog({ franchise, onClose, onUpdated }: UpdateComingSoonDialogProps) {
  return (
    <RowDialog row={franchise} title={t.updateHeading} onClose={onClose}>
      {(row) => <UpdateComingSoonForm franchise={row} onUpdated={onUpdated} />}
    </RowDialog>
  );
}

const CONFLICT_FIELDS = [
  { key: 'name', label: t.nameLabel },
  { key: 'address', label: t.addressLabel },
  { key: 'email', label: t.emailLabel },
  { key: 'status', label: t.statusLabel },
] as const;

/**
 * Kept on the device offline and sent when the connection returns; an edit
 * that meets a newer version saved on another device shows both here and
 * lets head office choose.
 */
function UpdateComingSoonForm({ franchise, onUpdated }: { franchise: ComingSoonFranchise; onUpdated: () => void }) {
  const { draft, errors, change, checked } = useComingSoonDraft({ name: franchise.name, address: franchise.address, email: franchise.email });
  const [status, setStatus] = useState(franchise.status);
  // The version this dialog's save names: the store's, or the other device's once head office has seen it.
  const [baseVersion, setBaseVersion] = useState(franchise.version);
  // An edit of this store that met a newer version in the background: the dialog opens with what was typed then.
  const update = useUpdateComingSoon(onUpdated, {
    target: franchise._id,
    onKept: (kept) => {
      change({ name: kept.name ?? franchise.name, address: kept.address ?? franchise.address, email: kept.email ?? franchise.email });
      if (kept.status !== undefined) setStatus(kept.status);
      setBaseVersion(kept.version === undefined ? undefined : Number(kept.version));
    },
  });
  const theirs = update.conflict && (update.conflict.current as ComingSoonFranchise);

  return (
    <DialogForm
      onSubmit={(event) => {
        if (checked(event)) void update.save(franchise, { ...draft, status }, baseVersion);
      }}
      fieldErrors={update.fieldErrors}
      pending={update.pending}
      submitLabel={t.updateButton}
    >
      {update.conflict && theirs && (
        <EditConflictChoice
          conflict={update.conflict}
          fields={CONFLICT_FIELDS}
          mine={{ ...draft, status }}
          theirs={{ name: theirs.name, address: theirs.address, email: theirs.email, status: theirs.status }}
          pending={update.pending}
          onUseTheirs={(field) => {
            if (field === 'status') setStatus(theirs.status);
            else if (field === 'name' || field === 'address' || field === 'email') change({ ...draft, [field]: theirs[field] });
            setBaseVersion(theirs.version);
          }}
          onKeepMine={() => void update.save(franchise, { ...draft, status }, theirs.version)}
          onTakeTheirs={() => void update.clearConflict().then(onUpdated)}
        />
      )}
      <ComingSoonFields draft={draft} errors={errors} onChange={change} />
      <StatusField value={status} onChange={setStatus} />
    </DialogForm>
  );
}
