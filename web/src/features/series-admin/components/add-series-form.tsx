import { useId, useRef, useState, type FormEvent } from 'react';
import { ImagePicker } from '../../../components/ui/image-picker';
import { useAddSeries } from '../api/add-series';
import { seriesTexts } from '../texts';
import { validateSeries, type SeriesFormErrors } from '../validate-series';

/** 'Add New Series' (SPEC §2.12): a name and a picture, both required (SPEC §5). */
export function AddSeriesForm({ labelledBy, onAdded }: { labelledBy: string; onAdded: () => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<SeriesFormErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const imageRef = useRef<HTMLInputElement>(null);
  const { run, pending } = useAddSeries(onAdded);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateSeries({ name, image }, true);
    setErrors(found);
    if (found.name) return nameRef.current?.focus();
    if (found.image || !image) return imageRef.current?.focus();
    if (await run({ name, image })) {
      setName('');
      setImage(null);
    }
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
      <div className="field">
        <label htmlFor={`${id}-name`}>{seriesTexts.nameLabel}</label>
        <input
          ref={nameRef}
          id={`${id}-name`}
          name="name"
          value={name}
          maxLength={80}
          autoComplete="off"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? `${id}-name-error` : undefined}
          onChange={(e) => {
            setName(e.target.value);
            setErrors((s) => ({ ...s, name: undefined }));
          }}
        />
        {errors.name && (
          <p id={`${id}-name-error`} className="field-error" role="alert">
            {errors.name}
          </p>
        )}
      </div>
      <ImagePicker
        label={seriesTexts.pictureLabel}
        file={image}
        inputRef={imageRef}
        error={errors.image}
        onChange={(file) => {
          setImage(file);
          setErrors((s) => ({ ...s, image: undefined }));
        }}
      />
      <button className="button button--primary" type="submit" disabled={pending} aria-busy={pending}>
        {seriesTexts.addButton}
      </button>
    </form>
  );
}
