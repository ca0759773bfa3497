import { useId } from 'react';
import { Field } from '../../../components/ui/text-field';
import { MAX } from '../../../lib/contract';
import { comingSoonTexts as t } from '../texts';

/** The status visitors read beside a coming-soon store on /locations: free text, with the usual ones to pick from. */
export function StatusField({ value, onChange }: { value: string; onChange: (status: string) => void }) {
  const id = useId();
  return (
    <Field id={`${id}-status`} label={t.statusLabel} name="status" hint={t.statusHint}>
      {(control) => (
        <>
          <input {...control} name="status" list={`${id}-choices`} required maxLength={MAX.status} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
          <datalist id={`${id}-choices`}>
            {t.statusChoices.map((choice) => (
              <option key={choice} value={choice} />
            ))}
          </datalist>
        </>
      )}
    </Field>
  );
}
