import { useRef, useState, type FormEvent } from 'react';
import { FieldErrors } from '../../../components/ui/field-errors';
import { Link } from 'react-router';
import { ImagePicker } from '../../../components/ui/image-picker';
import { SubmitButton } from '../../../components/ui/submit-button';
import { paths } from '../../../config/paths';
import { useAddDrink } from '../api/add-drink';
import type { SeriesOption } from '../api/get-series-options';
import { drinkTexts } from '../texts';
import { DrinkFields, useDrinkFields, type DrinkFieldValues } from './drink-fields';

interface AddDrinkFormProps {
  /** The id of the heading that names the form. */
  labelledBy: string;
  seriesOptions: readonly SeriesOption[];
  onAdded: () => void;
}

const blank: DrinkFieldValues = { name: '', seriesId: '', description: '' };

/** 'Add New Drink' (SPEC §2.15); after a save every field and the preview clear (SPEC §4). */
export function AddDrinkForm({ labelledBy, seriesOptions, onAdded }: AddDrinkFormProps) {
  const form = useDrinkFields(blank);
  const { setValues, setErrors } = form;
  const [image, setImage] = useState<File | null>(null);
  const imageRef = useRef<HTMLInputElement>(null);
  const { run, pending, fieldErrors } = useAddDrink(onAdded);

  function set(field: keyof DrinkFieldValues, value: string) {
    setValues((f) => ({ ...f, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = form.check(image, true);
    if (found.name || found.seriesId) return;
    if (found.image || !image) return imageRef.current?.focus();
    if (await run({ ...form.values, image })) {
      setValues(blank);
      setImage(null);
    }
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
      <FieldErrors errors={fieldErrors}>
        <DrinkFields
          form={form}
          seriesOptions={seriesOptions}
          descriptionRows={4}
          onChange={set}
          seriesNote={
            seriesOptions.length === 0 && (
              <p className="form-note">
                {drinkTexts.noSeries} <Link to={`${paths.dashboard.series}/`}>{drinkTexts.addSeriesLink}</Link>
              </p>
            )
          }
        />
        <ImagePicker
          label={drinkTexts.pictureLabel}
          file={image}
          inputRef={imageRef}
          error={form.errors.image}
          onChange={(file) => {
            setImage(file);
            setErrors((e) => ({ ...e, image: undefined }));
          }}
        />
        <SubmitButton pending={pending}>{drinkTexts.addButton}</SubmitButton>
      </FieldErrors>
    </form>
  );
}
