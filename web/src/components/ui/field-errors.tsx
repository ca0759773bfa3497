import { createContext, useContext, useEffect, useRef, type FormEvent, type ReactNode } from 'react';
import './field-errors.css';

/** The server's reasons by field name (`{ email: 'Enter a valid email address.' }`). */
export type FieldErrorMap = Readonly<Record<string, string>>;

const FieldErrorsContext = createContext<FieldErrorMap>({});

/** The server's reason for the field of this name, if it refused it. */
export const useFieldError = (name: string | undefined) => {
  const errors = useContext(FieldErrorsContext);
  return name ? errors[name] : undefined;
};

/**
 * Hands a form's fields what the server said about each (a `Field` with a
 * `name` shows its own under it) and, when a submission comes back refused,
 * puts the focus on the first refused field so the keyboard starts there
 * (the shared forms do the same after their own checks: submitThenFocusRefused).
 */
export function FieldErrors({ errors, children }: { errors: FieldErrorMap; children: ReactNode }) {
  const scope = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scope.current && Object.keys(errors).length > 0) focusRefused(scope.current);
  }, [errors]);
  return (
    <FieldErrorsContext value={errors}>
      <div ref={scope} className="field-errors">
        {children}
      </div>
    </FieldErrorsContext>
  );
}

/** After a form's own checks refused a submit: once the refusals show, the first refused field takes the focus. */
export function focusFirstRefused(scope: Element) {
  requestAnimationFrame(() => focusRefused(scope));
}

const FOCUSABLE = 'input, select, textarea, button, [tabindex]';

/**
 * The first refused field in `scope` takes the focus, so a screen reader reads
 * it with its message (aria-describedby), and is brought into view with its
 * label and message: a long panel's error could sit out of sight above the
 * Save the person pressed. A refused group (a fieldset) is made focusable.
 */
function focusRefused(scope: Element) {
  const field = scope.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  if (!field.matches(FOCUSABLE)) field.tabIndex = -1;
  field.focus({ preventScroll: true });
  // Centred, it clears whatever stays stuck at the top or the bottom (the site header, a panel's buttons).
  (field.closest('.field, fieldset') ?? field).scrollIntoView?.({ block: 'center' });
}

/**
 * A shared form's submit handler: runs the form's own, then, once its checks
 * (or the server's answer, when it returns a promise) have marked what is
 * refused, puts the focus on the first refused field. Every form built on
 * EditPanelForm, DialogForm or CheckedForm gets it without a line of its own.
 */
export function submitThenFocusRefused(event: FormEvent<HTMLFormElement>, onSubmit: (event: FormEvent<HTMLFormElement>) => unknown) {
  event.preventDefault();
  const form = event.currentTarget;
  void Promise.resolve(onSubmit(event)).finally(() => focusFirstRefused(form));
}
