import { useId, useState, type FormEvent } from 'react';
import { FieldErrors, focusFirstRefused } from '../../../components/ui/field-errors';
import { Dialog } from '../../../components/ui/dialog';
import { SubmitButton } from '../../../components/ui/submit-button';
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
    <Dialog open={franchise !== null} title={t.passwordHeading} onClose={onClose}>
      {franchise && <SetPasswordForm key={franchise._id} franchise={franchise} onDone={onClose} />}
    </Dialog>
  );
}

function SetPasswordForm({ franchise, onDone }: { franchise: FranchiseAccount; onDone: () => void }) {
  const id = useId();
  const [password, setPassword] = useState('');
  const { run, pending, fieldErrors } = useSetFranchisePassword(onDone);

  const [tooShort, setTooShort] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The server's rule (at least 8 characters), said under the field before asking it: no browser bubble.
    const short = password.length < 8;
    setTooShort(short);
    if (short) return focusFirstRefused(event.currentTarget);
    void run(franchise._id, password);
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FieldErrors errors={fieldErrors}>
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
        <div className="dialog__actions">
          <SubmitButton pending={pending}>{t.passwordButton}</SubmitButton>
        </div>
      </FieldErrors>
    </form>
  );
}
