import { useId, type ReactNode } from 'react';
import './hours-fieldset.css';

interface HoursFrameProps {
  legend: string;
  hint: string;
  /** A problem with the hours, shown under them and named by the group. */
  error?: string | null;
  /** The rows, given an id prefix for their controls. */
  children: (id: string) => ReactNode;
}

/** The frame the week's hours and the special dates share: legend, hint, rows, error. */
export function HoursFrame({ legend, hint, error, children }: HoursFrameProps) {
  const id = useId();
  return (
    <fieldset className="hours" aria-describedby={error ? `${id}-error` : `${id}-hint`}>
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
