import { useEffect, useId, useRef, useState } from 'react';
import { useOnline } from '../../../components/outbox/use-online';
import { FieldErrors } from '../../../components/ui/field-errors';
import { SubmitButton } from '../../../components/ui/submit-button';
import { EditPanelForm, FormPanel } from '../../../components/ui/edit-panel';
import { staffOfflineTexts } from '../../../sync/staff/staff-texts';
import { TextField } from '../../../components/ui/text-field';
import { useAddContent } from '../api/add-content';
import { contentTexts } from '../texts';
import { MediaField, type ChosenMedia } from './media-field';
import './content-panel.css';

const noMedia: ChosenMedia = { file: null, mediaType: null };

/** 'Add New Content' in the side panel; `opened` counts openings (null: closed), so each starts empty. */
export function ContentPanel({ opened, onClose, onAdded }: { opened: number | null; onClose: () => void; onAdded: () => void }) {
  return (
    <FormPanel formKey={opened} title={contentTexts.addHeading} onClose={onClose} onSaved={onAdded}>
      {(panel) => <ContentForm onDirty={panel.onDirty} onAdded={panel.saved} />}
    </FormPanel>
  );
}

/** 'Add New Content' (SPEC §2.19): a caption and one image or video, uploaded with a progress bar. */
export function ContentForm({ onDirty, onAdded }: { onDirty: (dirty: boolean) => void; onAdded: () => void }) {
  const id = useId();
  const [caption, setCaption] = useState('');
  const [media, setMedia] = useState<ChosenMedia>(noMedia);
  const [captionError, setCaptionError] = useState<string | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const online = useOnline();
  const captionRef = useRef<HTMLInputElement>(null);
  const fileRef = useRef<HTMLInputElement>(null);
  const { run, pending, progress, fieldErrors } = useAddContent(onAdded);
  const dirty = caption !== '' || media.file !== null;
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  async function onSubmit() {
    const missingCaption = caption.trim() ? null : contentTexts.captionRequired;
    setCaptionError(missingCaption);
    if (missingCaption) return captionRef.current?.focus();
    if (!media.file || !media.mediaType) {
      setFileError(contentTexts.noFile);
      return fileRef.current?.focus();
    }
    if (!navigator.onLine) return setNote(staffOfflineTexts.needsConnection(contentTexts.uploadNeedsConnection));
    setNote(null);
    await run({ text: caption, media: media.file, mediaType: media.mediaType });
  }

  const percent = progress === null ? null : Math.round(progress * 100);

  return (
    <EditPanelForm onSubmit={onSubmit} note={note} submit={<SubmitButton pending={pending}>{contentTexts.addButton}</SubmitButton>}>
      {!online && <p className="form-note">{staffOfflineTexts.uploadNeedsNetwork(contentTexts.uploadOffline)}</p>}
      <FieldErrors errors={fieldErrors}>
        <TextField
          id={`${id}-caption`}
          ref={captionRef}
          label={contentTexts.captionLabel}
          name="text"
          error={captionError}
          value={caption}
          maxLength={500}
          autoComplete="off"
          onChange={(text) => {
            setCaption(text);
            setCaptionError(null);
            setNote(null);
          }}
        />
        <MediaField value={media} onChange={setMedia} error={fileError} onError={setFileError} inputRef={fileRef} />
        {percent !== null && (
          <div className="upload-progress">
            <label htmlFor={`${id}-progress`}>
              {contentTexts.uploading} {percent}%
            </label>
            <progress id={`${id}-progress`} max={100} value={percent}>
              {percent}%
            </progress>
          </div>
        )}
      </FieldErrors>
    </EditPanelForm>
  );
}
