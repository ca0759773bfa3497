import { useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ImagePicker } from '../../../components/ui/image-picker';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Field } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { useAddDrink } from '../api/add-drink';
import type { SeriesOption } from '../api/get-series-options';
import { drinkTexts } from '../texts';
import { validateDrink, type DrinkFormErrors } from '../validate-drink';
import { SeriesSelect } from './series-select';

interface AddDrinkFormProps {
  /** The id of the heading that names the form. */
  labelledBy: string;
  seriesOptions: readonly SeriesOption[];
  onAdded: () => void;
}

const blank = { name: '', seriesId: '', description: '' };

/** 'Add New Drink' (SPEC §2.15); after a save every field and the preview clear (SPEC §4). */
export function AddDrinkForm({ labelledBy, seriesOptions, onAdded }: AddDrinkFormProps) {
  const id = useId();
  const [fields, setFields] = useState(blank);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<DrinkFormErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const seriesRef = useRef<HTMLSelectElement>(null);
  const imageRef = useRef<HTMLInputElement>(null);
  const { run, pending } = useAddDrink(onAdded);

  function set(field: keyof typeof blank, value: string) {
    setFields((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateDrink({ ...fields, image }, true);
    setErrors(found);
    if (found.name) return nameRef.current?.focus();
    if (found.seriesId) return seriesRef.current?.focus();
    if (found.image || !image) return imageRef.current?.focus();
    if (await run({ ...fields, image })) {
      setFields(blank);
      setImage(null);
    }
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
      <Field id={`${id}-name`} label={drinkTexts.nameLabel} error={errors.name}>
        {(control) => (
          <input
            {...control}
            ref={nameRef}
            name="name"
            value={fields.name}
            maxLength={80}
            autoComplete="off"
            onChange={(e) => set('name', e.target.value)}
          />
        )}
      </Field>
      <SeriesSelect value={fields.seriesId} options={seriesOptions} error={errors.seriesId} selectRef={seriesRef} onChange={(v) => set('seriesId', v)} />
      {seriesOptions.length === 0 && (
        <p className="form-note">
          {drinkTexts.noSeries} <Link to={`${paths.dashboard.series}/`}>{drinkTexts.addSeriesLink}</Link>
        </p>
      )}
      <Field id={`${id}-description`} label={drinkTexts.descriptionLabel}>
        {(control) => (
          <textarea
            {...control}
            name="description"
            rows={4}
            maxLength={2000}
            value={fields.description}
            onChange={(e) => set('description', e.target.value)}
          />
        )}
      </Field>
      <ImagePicker
        label={drinkTexts.pictureLabel}
        file={image}
        inputRef={imageRef}
        error={errors.image}
        onChange={(file) => {
          setImage(file);
          setErrors((e) => ({ ...e, image: undefined }));
        }}
      />
      <SubmitButton pending={pending}>{drinkTexts.addButton}</SubmitButton>
    </form>
  );
}
