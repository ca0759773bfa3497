import { useEffect, useRef, useState } from 'react';
import { useOnline } from '../../../components/outbox/use-online';
import { EditConflictChoice } from '../../../components/ui/edit-conflict';
import { EditPanelForm, FormPanel } from '../../../components/ui/edit-panel';
import { SubmitButton } from '../../../components/ui/submit-button';
import type { Location } from '../../../lib/contract';
import { staffOfflineTexts } from '../../../sync/staff/staff-texts';
import { useAddLocation } from '../api/add-location';
import { useUpdateLocation } from '../api/update-location';
import { LOCATION_CONFLICT_FIELDS, locationConflictText, versionsNamed, versionsOf, type LocationVersions } from '../location-conflict';
import { draftFromLocation, emptyDraft, locationWithFields, type LocationDraft } from '../location-draft';
import { locationTexts as t } from '../texts';
import { hoursProblem, specialHoursProblem } from '../timings';
import { LocationFields, locationProblems, type LocationFormErrors } from './location-form';

/** What the panel is open for: a new store, or the one being edited. */
export type LocationEditing = { location: null; key: number } | { location: Location; key: string };

interface LocationPanelProps {
  editing: LocationEditing | null;
  /** The franchise account's name, for a conflict's "Run by franchise" (empty when not known). */
  franchiseName: (id: string) => string;
  onClose: () => void;
  onSaved: () => void;
}

/** 'Add Location' and 'Update Location' in the side panel, Save in view however long the form. */
export function LocationPanel({ editing, franchiseName, onClose, onSaved }: LocationPanelProps) {
  const location = editing?.location ?? null;
  return (
    <FormPanel formKey={editing?.key ?? null} title={location ? t.updateHeading : t.addHeading} onClose={onClose} onSaved={onSaved}>
      {(panel) => <LocationForm location={location} franchiseName={franchiseName} onDirty={panel.onDirty} onSaved={panel.saved} />}
    </FormPanel>
  );
}

interface LocationFormProps {
  location: Location | null;
  franchiseName: (id: string) => string;
  onDirty: (dirty: boolean) => void;
  onSaved: () => void;
}

function LocationForm({ location, franchiseName, onDirty, onSaved }: LocationFormProps) {
  const [initial] = useState<LocationDraft>(() => (location ? draftFromLocation(location) : emptyDraft()));
  const [draft, setDraft] = useState(initial);
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<LocationFormErrors>({});
  const [note, setNote] = useState<string | null>(null);
  const pictureRef = useRef<HTMLInputElement>(null);
  const add = useAddLocation(onSaved);
  const online = useOnline();
  // The versions this form's save names: the store's, or the other device's once the person has seen it.
  const [versions, setVersions] = useState<LocationVersions | undefined>(() => (location ? versionsOf(location) : undefined));
  // An edit of this store that met a newer version in the background: the panel opens with what was typed then.
  const update = useUpdateLocation(
    onSaved,
    location
      ? {
          target: location._id,
          onKept: (kept) => {
            setDraft(draftFromLocation(locationWithFields(location, kept)));
            setVersions(versionsNamed(kept));
          },
        }
      : undefined,
  );
  const conflict = location ? update.conflict : null;
  const theirs = conflict ? (conflict.current as Location) : null;
  const theirDraft = theirs && draftFromLocation(theirs);
  const dirty = picture !== null || JSON.stringify(draft) !== JSON.stringify(initial);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  // After a refused save, the first field it names takes the focus, once it shows as refused.
  const [checked, setChecked] = useState(0);
  useEffect(() => {
    if (checked) document.querySelector<HTMLElement>('.edit-panel [aria-invalid="true"]')?.focus();
  }, [checked]);

  async function submit(named = versions) {
    const found: LocationFormErrors = {
      ...locationProblems(draft),
      hours: hoursProblem(draft.hours),
      specialHours: specialHoursProblem(draft.specialHours),
      picture: location || picture ? null : t.imageRequired,
    };
    setErrors(found);
    setChecked((n) => n + 1);
    if (Object.values(found).some(Boolean)) return;
    // A picture travels only with a connection; an edit without one waits on the device.
    if ((!location || picture) && !navigator.onLine) return setNote(staffOfflineTexts.needsConnection(location ? t.needsConnectionPicture : t.needsConnectionAdd));
    setNote(null);
    if (location) await update.save(location, draft, picture, named);
    else if (picture) await add.run(draft, picture);
  }

  function change(next: LocationDraft) {
    setDraft(next);
    setNote(null);
    setErrors((e) => ({
      ...e,
      ...(Object.fromEntries((['name', 'address', 'email'] as const).filter((f) => next[f] !== draft[f]).map((f) => [f, null])) as LocationFormErrors),
      hours: null,
      specialHours: null,
    }));
  }

  return (
    <EditPanelForm
      onSubmit={() => void submit()}
      note={note}
      submit={<SubmitButton pending={location ? update.pending : add.pending}>{location ? t.updateButton : t.addButton}</SubmitButton>}
    >
      {!online && (
        <p className="form-note" role="status">
          {location ? staffOfflineTexts.pictureNeedsNetwork(t.pictureNeedsNetwork) : staffOfflineTexts.uploadNeedsNetwork(t.addOffline)}
        </p>
      )}
      {conflict && theirs && theirDraft && (
        <EditConflictChoice
          conflict={conflict}
          fields={LOCATION_CONFLICT_FIELDS}
          mine={locationConflictText(draft, franchiseName)}
          theirs={locationConflictText(theirDraft, franchiseName)}
          pending={update.pending}
          onUseTheirs={(key) => {
            const field = key as keyof LocationDraft;
            change({ ...draft, [field]: theirDraft[field] });
            setVersions(versionsOf(theirs));
          }}
          onKeepMine={() => {
            setVersions(versionsOf(theirs));
            void submit(versionsOf(theirs));
          }}
          onTakeTheirs={() => void update.clearConflict().then(onSaved)}
        />
      )}
      <LocationFields
        draft={draft}
        onDraftChange={change}
        picture={picture}
        onPictureChange={(file) => {
          setPicture(file);
          setErrors((e) => ({ ...e, picture: null }));
        }}
        currentImage={location?.image}
        pictureRef={pictureRef}
        errors={errors}
        serverErrors={location ? update.fieldErrors : add.fieldErrors}
      />
    </EditPanelForm>
  );
}
