import type { FormEvent, ReactNode } from 'react';
import { useHoldUntilAlive } from '../../lib/held-submits';
import { FieldErrors, submitThenFocusRefused, type FieldErrorMap } from './field-errors';
import { FormProblem } from './form-problem';
import { SubmitButton } from './submit-button';

interface CheckedFormProps {
  /** The form's accessible name. */
  label: string;
  className: string;
  /** 'All fields are required.' */
  hint: string;
  submitLabel: string;
  pending: boolean;
  /** Each refused field's reason, shown under it (the `Field`s inside take theirs by name). */
  errors: FieldErrorMap;
  /** A reason that names no field. */
  problem: string | null;
  /** A promise it returns is waited for before the first refused field takes the focus. */
  onSubmit: () => void | Promise<unknown>;
  children: ReactNode;
}

/**
 * A public form the server renders and the app checks: a submit made before
 * the app is alive is held for it (lib/held-submits.ts), the browser's own
 * bubbles give way to reasons under each field, and why it did not go is
 * said beside the button. Mounted anew after a confirmation, so its hold
 * starts again.
 */
export function CheckedForm({ label, className, hint, submitLabel, pending, errors, problem, onSubmit, children }: CheckedFormProps) {
  const hold = useHoldUntilAlive();
  return (
    <form {...hold} className={`form ${className}`} noValidate aria-label={label} onSubmit={(event: FormEvent<HTMLFormElement>) => submitThenFocusRefused(event, onSubmit)}>
      <p className="form__hint">{hint}</p>
      <FieldErrors errors={errors}>{children}</FieldErrors>
      <div className="form__actions">
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
        <FormProblem errors={errors} problem={problem} />
      </div>
    </form>
  );
}
