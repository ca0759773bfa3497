import { useId, useRef, useState, type FormEvent } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { ImagePicker } from '../../../components/ui/image-picker';
import type { Series } from '../../../lib/contract';
import { useUpdateSeries } from '../api/update-series';
import { seriesTexts } from '../texts';
import { validateSeries, type SeriesFormErrors } from '../validate-series';

interface UpdateSeriesDialogProps {
  /** The series being edited; null keeps the modal closed. */
  series: Series | null;
  onClose: () => void;
  onUpdated: () => void;
}

/** 'Update Series' (SPEC §2.12): rename, and replace the picture only if a new one is chosen. */
export function UpdateSeriesDialog({ series, onClose, onUpdated }: UpdateSeriesDialogProps) {
  return (
    <Dialog open={series !== null} title={seriesTexts.updateHeading} onClose={onClose}>
      {series && <UpdateSeriesForm key={series._id} series={series} onUpdated={onUpdated} />}
    </Dialog>
  );
}

function UpdateSeriesForm({ series, onUpdated }: { series: Series; onUpdated: () => void }) {
  const id = useId();
  const [name, setName] = useState(series.name);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<SeriesFormErrors>({});
  const nameRef = useRef<HTMLInputElement>(null);
  const { run, pending } = useUpdateSeries(onUpdated);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validateSeries({ name, image }, false);
    setErrors(found);
    if (found.name) return nameRef.current?.focus();
    await run(series, { name, image });
  }

  return (
    <form className="form" onSubmit={onSubmit} noValidate>
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
          onChange={(e) => setName(e.target.value)}
        />
        {errors.name && (
          <p id={`${id}-name-error`} className="field-error" role="alert">
            {errors.name}
          </p>
        )}
      </div>
      <ImagePicker label={seriesTexts.pictureLabel} file={image} currentUrl={series.image} onChange={setImage} />
      <div className="dialog__actions">
        <button className="button button--primary" type="submit" disabled={pending} aria-busy={pending}>
          {seriesTexts.updateButton}
        </button>
      </div>
    </form>
  );
}
