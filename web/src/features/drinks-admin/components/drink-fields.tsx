import { useId, useRef, useState, type ReactNode } from 'react';
import { Field } from '../../../components/ui/text-field';
import type { SeriesOption } from '../api/get-series-options';
import { drinkTexts } from '../texts';
import { validateDrink, type DrinkFormErrors } from '../validate-drink';
import { SeriesSelect } from './series-select';

export interface DrinkFieldValues {
  name: string;
  seriesId: string;
  description: string;
}

/** The values, errors and focus targets of DrinkFields, held by the form around them. */
export function useDrinkFields(initial: DrinkFieldValues) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<DrinkFormErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const seriesRef = useRef<HTMLSelectElement>(null);

  /** Shows what is refused and focuses the first refused field of these (the picture is the form's own). */
  function check(image: File | null, imageRequired: boolean): DrinkFormErrors {
    const found = validateDrink({ ...values, image }, imageRequired);
    setErrors(found);
    if (found.name) nameRef.current?.focus();
    else if (found.seriesId) seriesRef.current?.focus();
    return found;
  }

  return { values, setValues, errors, setErrors, nameRef, seriesRef, check };
}

interface DrinkFieldsProps {
  form: ReturnType<typeof useDrinkFields>;
  seriesOptions: readonly SeriesOption[];
  /** The update modal gives the description one row more than the page form. */
  descriptionRows: number;
  onChange: (field: keyof DrinkFieldValues, value: string) => void;
  /** Under the series select: what to do when there is no series yet. */
  seriesNote?: ReactNode;
}

/** Name, series and description of a drink: the fields 'Add New Drink' and 'Update Drink' share (SPEC §2.15). */
export function DrinkFields({ form, seriesOptions, descriptionRows, onChange, seriesNote }: DrinkFieldsProps) {
  const id = useId();
  const { values, errors, nameRef, seriesRef } = form;
  return (
    <>
      <Field id={`${id}-name`} label={drinkTexts.nameLabel} name="name" error={errors.name}>
        {(control) => <input {...control} ref={nameRef} name="name" value={values.name} maxLength={80} autoComplete="off" onChange={(e) => onChange('name', e.target.value)} />}
      </Field>
      <SeriesSelect value={values.seriesId} options={seriesOptions} error={errors.seriesId} selectRef={seriesRef} onChange={(v) => onChange('seriesId', v)} />
      {seriesNote}
      <Field id={`${id}-description`} label={drinkTexts.descriptionLabel} name="description">
        {(control) => (
          <textarea {...control} name="description" rows={descriptionRows} maxLength={2000} value={values.description} onChange={(e) => onChange('description', e.target.value)} />
        )}
      </Field>
    </>
  );
}
