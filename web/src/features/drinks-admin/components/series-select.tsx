import { useId, type RefObject } from 'react';
import { Field } from '../../../components/ui/text-field';
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
    <Field id={id} label={drinkTexts.seriesLabel} name="seriesId" error={error}>
      {(control) => (
        <select {...control} ref={selectRef} name="seriesId" value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{drinkTexts.seriesPlaceholder}</option>
          {options.map((s) => (
            <option key={s._id} value={s._id}>
              {s.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
