import { useId } from 'react';
import { seriesTexts } from '../texts';
import './signature-switch.css';

/** Head office's 'Signature series' switch: a native checkbox read out as a switch (on/off), Space toggles it. */
export function SignatureSwitch({ checked, onChange }: { checked: boolean; onChange: (on: boolean) => void }) {
  const id = useId();
  return (
    <div className="signature-switch">
      <input
        id={id}
        className="signature-switch__control"
        type="checkbox"
        role="switch"
        name="signature"
        checked={checked}
        aria-describedby={`${id}-hint`}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id} className="signature-switch__label">
        {seriesTexts.signatureLabel}
      </label>
      <p id={`${id}-hint`} className="field-hint signature-switch__hint">
        {seriesTexts.signatureHint}
      </p>
    </div>
  );
}
