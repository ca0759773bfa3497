interface OptionGroupProps<T extends string | number> {
  legend: string;
  name: string;
  options: readonly { value: T; label: string; hint?: string }[];
  value: T;
  onChange: (value: T) => void;
}

/** One choice of a build as native radios (arrow keys, screen readers), drawn as chips. */
export function OptionGroup<T extends string | number>({ legend, name, options, value, onChange }: OptionGroupProps<T>) {
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
