import { useId } from 'react';
import { Field } from '../../../components/ui/text-field';
import { useFranchiseChoicesAdmin } from '../api/get-franchise-choices';
import { locationTexts as t } from '../texts';

/** Which franchise account runs the store ('' for none): its own drinks show on the store's page. */
export function FranchiseSelect({ value, onChange }: { value: string; onChange: (franchiseId: string) => void }) {
  const id = useId();
  const choices = useFranchiseChoicesAdmin();
  const accounts = choices.data ?? [];
  // The saved account stays a choice while the list loads or if it failed, so saving never unlinks it unasked.
  const unlisted = value !== '' && !accounts.some((a) => a.id === value);
  return (
    <Field id={id} label={t.franchiseLabel} name="franchiseId" hint={choices.error ? t.franchisesUnavailable : t.franchiseHint}>
      {(control) => (
        <select {...control} name="franchiseId" value={value} onChange={(e) => onChange(e.target.value)}>
          <option value="">{t.noFranchise}</option>
          {accounts.map((a) => (
            <option key={a.id} value={a.id}>
              {a.name}
            </option>
          ))}
          {unlisted && <option value={value}>{choices.loading ? t.loadingFranchises : t.savedFranchise}</option>}
        </select>
      )}
    </Field>
  );
}
