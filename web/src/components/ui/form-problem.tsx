import { CHECK_FIELDS } from './refusal';
import type { FieldErrorMap } from './field-errors';

/**
 * Beside a public form's submit: why it did not go. 'Please check the marked
 * fields.' when fields carry their reasons (the focus is on the first), else
 * the reason that names no field (too many tries, say).
 */
export function FormProblem({ errors, problem }: { errors: FieldErrorMap; problem: string | null }) {
  const text = problem ?? (Object.keys(errors).length ? CHECK_FIELDS : '');
  return (
    <p className="form__problem" role="alert">
      {text}
    </p>
  );
}
