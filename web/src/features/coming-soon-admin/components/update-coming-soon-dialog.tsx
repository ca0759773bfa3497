import { useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { FieldErrors } from '../../../components/ui/field-errors';
import { SubmitButton } from '../../../components/ui/submit-button';
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
    <Dialog open={franchise !== null} title={t.updateHeading} onClose={onClose}>
      {franchise && <UpdateComingSoonForm key={franchise._id} franchise={franchise} onUpdated={onUpdated} />}
    </Dialog>
  );
}

function UpdateComingSoonForm({ franchise, onUpdated }: { franchise: ComingSoonFranchise; onUpdated: () => void }) {
  const { draft, errors, change, checked } = useComingSoonDraft({ name: franchise.name, address: franchise.address, email: franchise.email });
  const [status, setStatus] = useState(franchise.status);
  const { run, pending, fieldErrors } = useUpdateComingSoon(onUpdated);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (checked(event)) void run(franchise._id, { ...draft, status });
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FieldErrors errors={fieldErrors}>
        <ComingSoonFields draft={draft} errors={errors} onChange={change} />
        <StatusField value={status} onChange={setStatus} />
      </FieldErrors>
      <div className="dialog__actions">
        <SubmitButton pending={pending}>{t.updateButton}</SubmitButton>
      </div>
    </form>
  );
}
