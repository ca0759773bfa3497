import { useEffect, useId, useRef, useState } from 'react';
import { EditConflictChoice } from '../../../components/ui/edit-conflict';
import { useOnline } from '../../../components/outbox/use-online';
import { EditPanelForm, FormPanel } from '../../../components/ui/edit-panel';
import { FieldErrors } from '../../../components/ui/field-errors';
import { ImagePicker } from '../../../components/ui/image-picker';
import { SubmitButton } from '../../../components/ui/submit-button';
import { TextField } from '../../../components/ui/text-field';
import type { Series } from '../../../lib/contract';
import { staffOfflineTexts } from '../../../sync/staff/staff-texts';
import { useAddSeries } from '../api/add-series';
import { useUpdateSeries } from '../api/update-series';
import { seriesTexts } from '../texts';
import { validateSeries, type SeriesFormErrors } from '../validate-series';
import { SignatureSwitch } from './signature-switch';

/** What the panel is open for: a new series, or the one being edited. */
export type SeriesEditing = { series: null; key: number } | { series: Series; key: string };

interface SeriesPanelProps {
  editing: SeriesEditing | null;
  /** Head office only: the 'Signature series' switch. */
  canMarkSignature: boolean;
  onClose: () => void;
  onSaved: () => void;
}

/** 'Add New Series' and 'Update Series' (SPEC §2.12) in the side panel. */
export function SeriesPanel({ editing, canMarkSignature, onClose, onSaved }: SeriesPanelProps) {
  const series = editing?.series ?? null;
  return (
    <FormPanel formKey={editing?.key ?? null} title={series ? seriesTexts.updateHeading : seriesTexts.addHeading} onClose={onClose} onSaved={onSaved}>
      {(panel) => <SeriesForm series={series} canMarkSignature={canMarkSignature} onDirty={panel.onDirty} onSaved={panel.saved} />}
    </FormPanel>
  );
}

interface SeriesFormProps {
  /** null for a new series. */
  series: Series | null;
  canMarkSignature: boolean;
  onDirty: (dirty: boolean) => void;
  onSaved: () => void;
}

/** A name and a picture, both required when adding (SPEC §5); a new picture replaces the saved one. */
export function SeriesForm({ series, canMarkSignature, onDirty, onSaved }: SeriesFormProps) {
  const id = useId();
  const [name, setName] = useState(series?.name ?? '');
  const [signature, setSignature] = useState(series?.signature ?? false);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<SeriesFormErrors>({});
  const [note, setNote] = useState<string | null>(null);
  const online = useOnline();
  const nameRef = useRef<HTMLInputElement>(null);
  const imageRef = useRef<HTMLInputElement>(null);
  const add = useAddSeries(onSaved);
  // The version this form's save names: the series', or the other device's once the person has seen it.
  const [baseVersion, setBaseVersion] = useState(series?.version);
  // An edit of this series that met a newer version in the background: the panel opens with what was typed then.
  const update = useUpdateSeries(
    onSaved,
    series
      ? {
          target: series._id,
          onKept: (kept) => {
            setName(kept.name);
            if (kept.signature !== undefined) setSignature(kept.signature === 'true');
            setBaseVersion(kept.version === undefined ? undefined : Number(kept.version));
          },
        }
      : undefined,
  );
  const conflict = series ? update.conflict : null;
  const theirs = conflict && (conflict.current as Series);
  const dirty = image !== null || name !== (series?.name ?? '') || signature !== (series?.signature ?? false);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);

  // A franchise never sends the switch: the server refuses it from them.
  const changes = () => ({ name, signature: canMarkSignature ? signature : undefined });
  const shown = (values: { name: string; signature: boolean }) => ({ name: values.name, signature: seriesTexts.signatureShown(values.signature) });

  async function onSubmit() {
    const found = validateSeries({ name, image }, !series);
    setErrors(found);
    if (found.name) return nameRef.current?.focus();
    if (found.image) return imageRef.current?.focus();
    if ((!series || image) && !navigator.onLine) {
      return setNote(staffOfflineTexts.needsConnection(series ? seriesTexts.pictureNeedsConnection : seriesTexts.addNeedsConnection));
    }
    setNote(null);
    if (series) await update.save(series, changes(), image, baseVersion);
    else if (image) await add.run({ name, image, signature: changes().signature });
  }

  return (
    <EditPanelForm
      onSubmit={onSubmit}
      note={note}
      submit={<SubmitButton pending={series ? update.pending : add.pending}>{series ? seriesTexts.updateButton : seriesTexts.addButton}</SubmitButton>}
    >
      {!online && (
        <p className="form-note">{series ? staffOfflineTexts.pictureNeedsNetwork(seriesTexts.newPicture) : staffOfflineTexts.uploadNeedsNetwork(seriesTexts.addOffline)}</p>
      )}
      {conflict && theirs && series && (
        <EditConflictChoice
          conflict={conflict}
          fields={[{ key: 'name', label: seriesTexts.nameLabel }, ...(canMarkSignature ? [{ key: 'signature', label: seriesTexts.signatureLabel }] : [])]}
          mine={shown({ name, signature })}
          theirs={shown(theirs)}
          pending={update.pending}
          onUseTheirs={(field) => {
            if (field === 'name') setName(theirs.name);
            else setSignature(theirs.signature);
            setBaseVersion(theirs.version);
          }}
          onKeepMine={() => void update.save(series, changes(), image, theirs.version)}
          onTakeTheirs={() => void update.clearConflict().then(onSaved)}
        />
      )}
      <FieldErrors errors={series ? update.fieldErrors : add.fieldErrors}>
        <TextField
          id={`${id}-name`}
          ref={nameRef}
          label={seriesTexts.nameLabel}
          name="name"
          error={errors.name}
          value={name}
          maxLength={80}
          autoComplete="off"
          onChange={(text) => {
            setName(text);
            setErrors((s) => ({ ...s, name: undefined }));
            setNote(null);
          }}
        />
        <ImagePicker
          label={series ? seriesTexts.pictureLabelUpdate : seriesTexts.pictureLabel}
          file={image}
          currentUrl={series?.image ?? null}
          inputRef={imageRef}
          error={errors.image}
          onChange={(file) => {
            setImage(file);
            setErrors((s) => ({ ...s, image: undefined }));
            setNote(null);
          }}
        />
        {canMarkSignature && <SignatureSwitch checked={signature} onChange={setSignature} />}
      </FieldErrors>
    </EditPanelForm>
  );
}
