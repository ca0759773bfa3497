import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useFieldError } from './field-errors';
import { PICTURE_MAX_BYTES, SNIFF_BYTES, sniffMediaType } from '../../lib/contract';
import { useObjectUrl } from './use-object-url';
import './image-picker.css';

const PICTURE_NOT_IMAGE = 'Please choose an image file (JPEG, PNG, WebP, GIF or AVIF).';
const PICTURE_TOO_LARGE = 'The picture is larger than 10 MB. Please choose a smaller one.';
const PICTURE_KEPT_HINT = 'This is the current picture. Choose a file only to replace it.';

/**
 * Why a chosen file cannot be a picture, or null when it can: its first bytes
 * decide, as on the server, not its name or the type the browser guessed from
 * it (a renamed PDF is refused here, before any preview).
 */
async function pictureProblem(file: File): Promise<string | null> {
  if (file.size > PICTURE_MAX_BYTES) return PICTURE_TOO_LARGE;
  const sniffed = sniffMediaType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  return sniffed?.mediaType === 'image' ? null : PICTURE_NOT_IMAGE;
}

interface ImagePickerProps {
  label: string;
  /** The chosen file; null clears the input and the preview. */
  file: File | null;
  onChange: (file: File | null) => void;
  /** The picture already saved, shown until a new one is chosen. */
  currentUrl?: string | null;
  /** A message from the form (e.g. "Please choose an image for the series."). */
  error?: string | null;
  /** For the form to focus the input when it reports an error. */
  inputRef?: RefObject<HTMLInputElement | null>;
  name?: string;
}

/**
 * A picture chooser (image files only) with a preview of the chosen file, or
 * of the saved picture while nothing new is chosen.
 */
export function ImagePicker({ label, file, onChange, currentUrl = null, error = null, inputRef, name = 'image' }: ImagePickerProps) {
  const id = useId();
  const ownRef = useRef<HTMLInputElement>(null);
  const ref = inputRef ?? ownRef;
  const [rejected, setRejected] = useState<string | null>(null);
  const previewUrl = useObjectUrl(file);
  const serverError = useFieldError(name);
  const message = rejected ?? error ?? serverError ?? null;
  const shown = previewUrl ?? currentUrl;
  // While the saved picture shows, say that leaving the chooser empty keeps it.
  const keptHint = !previewUrl && !!currentUrl;

  // A form that clears its picture (after a save) clears the native input too.
  useEffect(() => {
    if (!file && ref.current) ref.current.value = '';
  }, [file, ref]);

  // Only the last choice counts while an earlier file is still being read.
  const latest = useRef(0);
  async function choose(chosen: File | null) {
    const mine = ++latest.current;
    const problem = chosen ? await pictureProblem(chosen).catch(() => PICTURE_NOT_IMAGE) : null;
    if (mine !== latest.current) return;
    setRejected(problem);
    onChange(problem ? null : chosen);
  }

  return (
    <div className="field image-picker">
      <label htmlFor={id}>{label}</label>
      <input
        ref={ref}
        id={id}
        name={name}
        type="file"
        accept="image/*"
        aria-invalid={message ? true : undefined}
        aria-describedby={[message && `${id}-error`, keptHint && `${id}-hint`].filter(Boolean).join(' ') || undefined}
        onChange={(e) => void choose(e.target.files?.[0] ?? null)}
      />
      {message && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {message}
        </p>
      )}
      {keptHint && (
        <p id={`${id}-hint`} className="field-hint">
          {PICTURE_KEPT_HINT}
        </p>
      )}
      {shown && <img className="image-picker__preview" src={shown} width={160} height={160} alt={previewUrl ? 'Preview of the chosen picture' : 'Current picture'} />}
    </div>
  );
}
