import { memo } from 'react';

interface OptionGroupProps<T extends string | number> {
  legend: string;
  name: string;
  options: readonly { value: T; label: string; hint?: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** One choice of a build as native radios (arrow keys, screen readers), drawn as chips. */
function OptionGroupOf<T extends string | number>({ legend, name, options, value, onChange }: OptionGroupProps<T>) {
  if (options.length < 2) return null;
  return (
    <fieldset className="option-group">
      <legend>{legend}</legend>
      <div className="option-group__chips">
        {options.map((o) => (
          <label key={String(o.value)} className="chip">
            <input type="radio" name={name} checked={o.value === value} onChange={() => onChange(o.value)} />
            <span>
              {o.label}
              {o.hint && <small> {o.hint}</small>}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Memoized: a choice in one group does not draw the others again (the builder keeps their options and handlers the same). */
export const OptionGroup = memo(OptionGroupOf) as typeof OptionGroupOf;
