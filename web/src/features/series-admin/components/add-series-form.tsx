import { useId, useRef, useState, type FormEvent } from 'react';
import { FieldErrors } from '../../../components/ui/field-errors';
import { ImagePicker } from '../../../components/ui/image-picker';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Field } from '../../../components/ui/text-field';
import { useAddSeries } from '../api/add-series';
import { seriesTexts } from '../texts';
import { validateSeries, type SeriesFormErrors } from '../validate-series';
import { SignatureSwitch } from './signature-switch';

interface AddSeriesFormProps {
  labelledBy: string;
  onAdded: () => void;
  /** Head office only: the 'Signature series' switch. */
  canMarkSignature: boolean;
}

/** 'Add New Series' (SPEC §2.12): a name and a picture, both required (SPEC §5). */
export function AddSeriesForm({ labelledBy, onAdded, canMarkSignature }: AddSeriesFormProps) {
  const id = useId();
  const [name, setName] = useState('');
  const [signature, setSignature] = useState(false);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<SeriesFormErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const imageRef = useRef<HTMLInputElement>(null);
  const { run, pending, fieldErrors } = useAddSeries(onAdded);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateSeries({ name, image }, true);
    setErrors(found);
    if (found.name) return nameRef.current?.focus();
    if (found.image || !image) return imageRef.current?.focus();
    if (await run({ name, image, signature: canMarkSignature ? signature : undefined })) {
      setName('');
      setImage(null);
      setSignature(false);
    }
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate aria-labelledby={labelledBy}>
      <FieldErrors errors={fieldErrors}>
        <Field id={`${id}-name`} label={seriesTexts.nameLabel} name="name" error={errors.name}>
          {(control) => (
            <input
              {...control}
              ref={nameRef}
              name="name"
              value={name}
              maxLength={80}
              autoComplete="off"
              onChange={(e) => {
                setName(e.target.value);
                setErrors((s) => ({ ...s, name: undefined }));
              }}
            />
          )}
        </Field>
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
        {canMarkSignature && <SignatureSwitch checked={signature} onChange={setSignature} />}
        <SubmitButton pending={pending}>{seriesTexts.addButton}</SubmitButton>
      </FieldErrors>
    </form>
  );
}
