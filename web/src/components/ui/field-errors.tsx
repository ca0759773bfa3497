import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
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
 * puts the focus on the first refused field so the keyboard starts there.
 */
export function FieldErrors({ errors, children }: { errors: FieldErrorMap; children: ReactNode }) {
  const scope = useRef<HTMLDivElement>(null);
  useEffect(() => {
    scope.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
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
  requestAnimationFrame(() => scope.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
