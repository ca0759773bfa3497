import { useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Field } from '../../../components/ui/text-field';
import type { Drink } from '../../../lib/contract';
import type { SeriesOption } from '../api/get-series-options';
import { useUpdateDrink } from '../api/update-drink';
import { drinkTexts } from '../texts';
import { validateDrink, type DrinkFormErrors } from '../validate-drink';
import { SeriesSelect } from './series-select';

interface UpdateDrinkDialogProps {
  /** The drink being edited; null keeps the modal closed. */
  drink: Drink | null;
  seriesOptions: readonly SeriesOption[];
  onClose: () => void;
  onUpdated: () => void;
}

/** 'Update Drink' (SPEC §2.15): name, series and description; the picture stays. */
export function UpdateDrinkDialog({ drink, seriesOptions, onClose, onUpdated }: UpdateDrinkDialogProps) {
  return (
    <Dialog open={drink !== null} title={drinkTexts.updateHeading} onClose={onClose}>
      {drink && <UpdateDrinkForm key={drink._id} drink={drink} seriesOptions={seriesOptions} onUpdated={onUpdated} />}
    </Dialog>
  );
}

function UpdateDrinkForm({ drink, seriesOptions, onUpdated }: { drink: Drink; seriesOptions: readonly SeriesOption[]; onUpdated: () => void }) {
  const id = useId();
  const [fields, setFields] = useState({ name: drink.name, seriesId: drink.seriesId, description: drink.description });
  const [errors, setErrors] = useState<DrinkFormErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const seriesRef = useRef<HTMLSelectElement>(null);
  const { run, pending } = useUpdateDrink(onUpdated);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateDrink({ ...fields, image: null }, false);
    setErrors(found);
    if (found.name) return nameRef.current?.focus();
    if (found.seriesId) return seriesRef.current?.focus();
    await run(drink._id, fields);
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <Field id={`${id}-name`} label={drinkTexts.nameLabel} error={errors.name}>
        {(control) => (
          <input
            {...control}
            ref={nameRef}
            name="name"
            value={fields.name}
            maxLength={80}
            autoComplete="off"
            onChange={(e) => setFields((f) => ({ ...f, name: e.target.value }))}
          />
        )}
      </Field>
      <SeriesSelect
        value={fields.seriesId}
        options={seriesOptions}
        error={errors.seriesId}
        selectRef={seriesRef}
        onChange={(seriesId) => setFields((f) => ({ ...f, seriesId }))}
      />
      <Field id={`${id}-description`} label={drinkTexts.descriptionLabel}>
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={5}
            maxLength={2000}
            value={fields.description}
            onChange={(e) => setFields((f) => ({ ...f, description: e.target.value }))}
          />
        )}
      </Field>
      <div className="dialog__actions">
        <SubmitButton pending={pending}>{drinkTexts.updateButton}</SubmitButton>
      </div>
    </form>
  );
}
