import { useState } from 'react';
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

function UpdateComingSoonForm({ franchise, onUpdated }: { franchise: ComingSoonFranchise; onUpdated: () => void }) {
  const { draft, errors, change, checked } = useComingSoonDraft({ name: franchise.name, address: franchise.address, email: franchise.email });
  const [status, setStatus] = useState(franchise.status);
  const { run, pending, fieldErrors } = useUpdateComingSoon(onUpdated);

  return (
    <DialogForm
      onSubmit={(event) => {
        if (checked(event)) void run(franchise._id, { ...draft, status });
      }}
      fieldErrors={fieldErrors}
      pending={pending}
      submitLabel={t.updateButton}
    >
      <ComingSoonFields draft={draft} errors={errors} onChange={change} />
      <StatusField value={status} onChange={setStatus} />
    </DialogForm>
  );
}
