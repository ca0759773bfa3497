import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { useFieldError } from './field-errors';
import { useKeepTyped } from './keep-typed';

/** What a field hands its control, so the label, hint and error reach screen readers. */
export interface FieldControl {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps {
  /** The control's id; the hint and the error take `${id}-hint` and `${id}-error`. */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** Why the value is refused, announced under the control; nothing while it is fine. */
  error?: string | null;
  /** The control's name: a refusal of it by the server (see FieldErrors) shows as the error. */
  name?: string;
  /** The control (input, textarea, select), wired with `{...control}`. */
  children: (control: FieldControl) => ReactNode;
  /** Shown inside the field after the messages, e.g. a preview of the chosen file. */
  after?: ReactNode;
  /** A layout variant beside `field` ('field--wide'). */
  className?: string;
}

/** A labelled control with its hint and error slot: one wiring for every form. */
export function Field({ id, label, hint, error: ownError, name, children, after, className }: FieldProps) {
  const serverError = useFieldError(name);
  const error = ownError || serverError;
  useKeepTyped(id);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={id}>{label}</label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error" role="alert">
          {error}
        </p>
      )}
      {after}
    </div>
  );
}

type TextFieldProps = {
  label: string;
  hint?: ReactNode;
  /** The form's own refusal of the value (the server's comes through FieldErrors by `name`). */
  error?: string | null;
  value: string;
  onChange: (value: string) => void;
  /** For the form to put the focus here when its check refuses the value. */
  ref?: Ref<HTMLInputElement>;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'children'>;

/** A labelled text input; every other input attribute (type, required, inputMode…) passes through. */
export function TextField({ label, hint, error, value, onChange, id, ref, ...input }: TextFieldProps) {
  const ownId = useId();
  return (
    <Field id={id ?? ownId} label={label} hint={hint} error={error} name={input.name}>
      {(control) => <input {...control} ref={ref} value={value} onChange={(e) => onChange(e.target.value)} {...input} />}
    </Field>
  );
}
