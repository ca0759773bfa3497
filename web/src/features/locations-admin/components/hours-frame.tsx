import { useId, type ReactNode } from 'react';
import { useFieldError } from '../../../components/ui/field-errors';
import './hours-fieldset.css';

interface HoursFrameProps {
  legend: string;
  hint: string;
  /** A problem with the hours, shown under them and named by the group. */
  error?: string | null;
  /** The field the server names when it refuses these hours; its reason shows like the form's own. */
  name: string;
  /** The rows, given an id prefix for their controls. */
  children: (id: string) => ReactNode;
}

/** The frame the week's hours and the special dates share: legend, hint, rows, error. */
export function HoursFrame({ legend, hint, error: ownError, name, children }: HoursFrameProps) {
  const id = useId();
  const serverError = useFieldError(name);
  const error = ownError || serverError;
  // Invalid, the group takes the focus (FieldErrors moves it to the first invalid field): the server names the list, not a day.
  return (
    <fieldset className="hours" aria-describedby={error ? `${id}-error` : `${id}-hint`} aria-invalid={error ? true : undefined} tabIndex={error ? -1 : undefined}>
      <legend>{legend}</legend>
      <p id={`${id}-hint`} className="hours__hint">
        {hint}
      </p>
      {children(id)}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** The list with one entry changed: how both editors update a row. */
export const changeAt = <T,>(list: T[], index: number, change: Partial<T>): T[] => list.map((item, i) => (i === index ? { ...item, ...change } : item));
