import { useEffect, useId, useRef, type RefObject } from 'react';
import { Field } from '../../../components/ui/text-field';
import { useObjectUrl } from '../../../components/ui/use-object-url';
import { checkContentFile, type MediaType } from '../check-content-file';
import { contentTexts } from '../texts';
import './media-field.css';

export interface ChosenMedia {
  file: File | null;
  mediaType: MediaType | null;
}

interface MediaFieldProps {
  value: ChosenMedia;
  onChange: (media: ChosenMedia) => void;
  error: string | null;
  onError: (message: string | null) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The content file chooser (image, video or PDF) with its SPEC §5 checks and a preview. */
export function MediaField({ value, onChange, error, onError, inputRef }: MediaFieldProps) {
  const id = useId();
  const previewUrl = useObjectUrl(value.file);

  // A cleared form clears the native input too.
  useEffect(() => {
    if (!value.file && inputRef.current) inputRef.current.value = '';
  }, [value.file, inputRef]);

  // Only the last choice counts while an earlier file is still being read.
  const latest = useRef(0);
  async function choose(file: File | null) {
    const mine = ++latest.current;
    if (!file) return onChange({ file: null, mediaType: null });
    const check = await checkContentFile(file);
    if (mine !== latest.current) return;
    if (check.ok) {
      onError(null);
      onChange({ file, mediaType: check.mediaType });
    } else {
      // The rejected file and its media type are dropped (SPEC §5).
      onError(check.message);
      onChange({ file: null, mediaType: null });
    }
  }

  return (
    <Field
      id={id}
      name="media"
      label={contentTexts.fileLabel}
      hint={contentTexts.fileHint}
      error={error}
      after={
        <>
          {previewUrl && value.mediaType === 'image' && <img className="media-preview" src={previewUrl} width={320} height={240} alt={contentTexts.previewImage} />}
          {previewUrl && value.mediaType === 'video' && (
            <video className="media-preview" src={previewUrl} width={320} height={240} controls muted preload="metadata" aria-label={contentTexts.previewVideo} />
          )}
          {value.file && value.mediaType === 'document' && <p className="media-preview media-preview--document">{contentTexts.chosenDocument(value.file.name)}</p>}
        </>
      }
    >
      {(control) => (
        <input {...control} ref={inputRef} name="media" type="file" accept="image/*,video/*,application/pdf" onChange={(e) => void choose(e.target.files?.[0] ?? null)} />
      )}
    </Field>
  );
}
