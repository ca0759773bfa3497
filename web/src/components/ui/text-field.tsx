import { useId, type InputHTMLAttributes } from 'react';

type TextFieldProps = {
  label: string;
  value: string;
  onChange: (value: string) => void;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'children'>;

/** A labelled text input; every other input attribute (type, required, inputMode…) passes through. */
export function TextField({ label, value, onChange, id, ...input }: TextFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input id={inputId} value={value} onChange={(e) => onChange(e.target.value)} {...input} />
    </div>
  );
}
