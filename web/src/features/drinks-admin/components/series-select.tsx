import { useId, type RefObject } from 'react';
import type { SeriesOption } from '../api/get-series-options';
import { drinkTexts } from '../texts';

interface SeriesSelectProps {
  value: string;
  onChange: (seriesId: string) => void;
  options: readonly SeriesOption[];
  error?: string;
  selectRef?: RefObject<HTMLSelectElement | null>;
}

/** The series a drink belongs to, chosen among the signed-in user's own series. */
export function SeriesSelect({ value, onChange, options, error, selectRef }: SeriesSelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{drinkTexts.seriesLabel}</label>
      <select
        ref={selectRef}
        id={id}
        name="seriesId"
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{drinkTexts.seriesPlaceholder}</option>
        {options.map((s) => (
          <option key={s._id} value={s._id}>
            {s.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
