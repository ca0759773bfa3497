import { useId, useRef, useState, type FormEvent } from 'react';
import { FieldErrors } from '../../../components/ui/field-errors';
import { Dialog } from '../../../components/ui/dialog';
import { ImagePicker } from '../../../components/ui/image-picker';
import { SubmitButton } from '../../../components/ui/submit-button';
import { Field } from '../../../components/ui/text-field';
import type { Series } from '../../../lib/contract';
import { useUpdateSeries } from '../api/update-series';
import { seriesTexts } from '../texts';
import { validateSeries, type SeriesFormErrors } from '../validate-series';
import { SignatureSwitch } from './signature-switch';

interface UpdateSeriesDialogProps {
  /** The series being edited; null keeps the modal closed. */
  series: Series | null;
  onClose: () => void;
  onUpdated: () => void;
  /** Head office only: the 'Signature series' switch. */
  canMarkSignature: boolean;
}

/** 'Update Series' (SPEC §2.12): rename, and replace the picture only if a new one is chosen. */
export function UpdateSeriesDialog({ series, onClose, onUpdated, canMarkSignature }: UpdateSeriesDialogProps) {
  return (
    <Dialog open={series !== null} title={seriesTexts.updateHeading} onClose={onClose}>
      {series && <UpdateSeriesForm key={series._id} series={series} onUpdated={onUpdated} canMarkSignature={canMarkSignature} />}
    </Dialog>
  );
}

function UpdateSeriesForm({ series, onUpdated, canMarkSignature }: { series: Series; onUpdated: () => void; canMarkSignature: boolean }) {
  const id = useId();
  const [name, setName] = useState(series.name);
  const [signature, setSignature] = useState(series.signature);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<SeriesFormErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const { run, pending, fieldErrors } = useUpdateSeries(onUpdated);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateSeries({ name, image }, false);
    setErrors(found);
    if (found.name) return nameRef.current?.focus();
    await run(series, { name, image, signature: canMarkSignature ? signature : undefined });
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
      <FieldErrors errors={fieldErrors}>
        <Field id={`${id}-name`} label={seriesTexts.nameLabel} name="name" error={errors.name}>
          {(control) => <input {...control} ref={nameRef} name="name" value={name} maxLength={80} autoComplete="off" onChange={(e) => setName(e.target.value)} />}
        </Field>
        <ImagePicker label={seriesTexts.pictureLabel} file={image} currentUrl={series.image} onChange={setImage} />
        {canMarkSignature && <SignatureSwitch checked={signature} onChange={setSignature} />}
        <div className="dialog__actions">
          <SubmitButton pending={pending}>{seriesTexts.updateButton}</SubmitButton>
        </div>
      </FieldErrors>
    </form>
  );
}
