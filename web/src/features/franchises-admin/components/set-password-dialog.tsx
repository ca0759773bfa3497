import { useId, useState, type FormEvent } from 'react';
import { focusFirstRefused } from '../../../components/ui/field-errors';
import { DialogForm, RowDialog } from '../../../components/ui/row-dialog';
import { Field } from '../../../components/ui/text-field';
import { useSetFranchisePassword } from '../api/set-franchise-password';
import { franchiseTexts as t } from '../texts';
import type { FranchiseAccount } from '../types';

interface SetPasswordDialogProps {
  franchise: FranchiseAccount | null;
  onClose: () => void;
}

/** The reset that 'Forgot password?' on /franchise points owners to: head office sets a new password. */
export function SetPasswordDialog({ franchise, onClose }: SetPasswordDialogProps) {
  return (
    <RowDialog row={franchise} title={t.passwordHeading} onClose={onClose}>
      {(row) => <SetPasswordForm franchise={row} onDone={onClose} />}
    </RowDialog>
  );
}

function SetPasswordForm({ franchise, onDone }: { franchise: FranchiseAccount; onDone: () => void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const { run, pending, fieldErrors } = useSetFranchisePassword(onDone);

  const [tooShort, setTooShort] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    // The server's rule (at least 8 characters), said under the field before asking it: no browser bubble.
    const short = password.length < 8;
    setTooShort(short);
    if (short) return focusFirstRefused(event.currentTarget);
    void run(franchise._id, password);
  }

  return (
    <DialogForm onSubmit={onSubmit} fieldErrors={fieldErrors} pending={pending} submitLabel={t.passwordButton}>
      <p>{t.passwordHelp(franchise.franchise.name)}</p>
      <Field id={id} label={t.newPasswordLabel} name="password" error={tooShort ? t.passwordTooShort : null}>
        {(control) => (
          <input
            {...control}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => {
              setPassword(e.target.value);
              setTooShort(false);
            }}
          />
        )}
      </Field>
    </DialogForm>
  );
}
