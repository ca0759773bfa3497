import { useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
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
      <div className="field">
        <label htmlFor={`${id}-name`}>{drinkTexts.nameLabel}</label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          name="name"
          value={fields.name}
          maxLength={80}
          autoComplete="off"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          onChange={(e) => setFields((f) => ({ ...f, name: e.target.value }))}
        />
        {errors.name && (
          <p id={`${id}-name-error`} className="field-error" role="alert">
            {errors.name}
          </p>
        )}
      </div>
      <SeriesSelect
        value={fields.seriesId}
        options={seriesOptions}
        error={errors.seriesId}
        selectRef={seriesRef}
        onChange={(seriesId) => setFields((f) => ({ ...f, seriesId }))}
      />
      <div className="field">
        <label htmlFor={`${id}-description`}>{drinkTexts.descriptionLabel}</label>
        <textarea
          id={`${id}-description`}
          name="description"
          rows={5}
          maxLength={2000}
          value={fields.description}
          onChange={(e) => setFields((f) => ({ ...f, description: e.target.value }))}
        />
      </div>
      <div className="dialog__actions">
        <button className="button button--primary" type="submit" disabled={pending} aria-busy={pending}>
          {drinkTexts.updateButton}
        </button>
      </div>
    </form>
  );
}
