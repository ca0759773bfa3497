import { useEffect, useRef, useState } from 'react';
import { EditPanelForm, FormPanel } from '../../../components/ui/edit-panel';
import { SubmitButton } from '../../../components/ui/submit-button';
import type { Location } from '../../../lib/contract';
import { staffOfflineTexts } from '../../../sync/staff/staff-texts';
import { useAddLocation } from '../api/add-location';
import { useUpdateLocation } from '../api/update-location';
import { draftFromLocation, emptyDraft, type LocationDraft } from '../location-draft';
import { locationTexts as t } from '../texts';
import { hoursProblem, specialHoursProblem } from '../timings';
import { LocationFields, locationProblems, type LocationFormErrors } from './location-form';

/** What the panel is open for: a new store, or the one being edited. */
export type LocationEditing = { location: null; key: number } | { location: Location; key: string };

interface LocationPanelProps {
  editing: LocationEditing | null;
  onClose: () => void;
  onSaved: () => void;
}

/** 'Add Location' and 'Update Location' in the side panel, Save in view however long the form. */
export function LocationPanel({ editing, onClose, onSaved }: LocationPanelProps) {
  const location = editing?.location ?? null;
  return (
    <FormPanel formKey={editing?.key ?? null} title={location ? t.updateHeading : t.addHeading} onClose={onClose} onSaved={onSaved}>
      {(panel) => <LocationForm location={location} onDirty={panel.onDirty} onSaved={panel.saved} />}
    </FormPanel>
  );
}

function LocationForm({ location, onDirty, onSaved }: { location: Location | null; onDirty: (dirty: boolean) => void; onSaved: () => void }) {
  const [initial] = useState<LocationDraft>(() => (location ? draftFromLocation(location) : emptyDraft()));
  const [draft, setDraft] = useState(initial);
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<LocationFormErrors>({});
  const [note, setNote] = useState<string | null>(null);
  const pictureRef = useRef<HTMLInputElement>(null);
  const add = useAddLocation(onSaved);
  const update = useUpdateLocation(onSaved);
  const dirty = picture !== null || JSON.stringify(draft) !== JSON.stringify(initial);
  useEffect(() => onDirty(dirty), [dirty, onDirty]);
  // After a refused save, the first field it names takes the focus, once it shows as refused.
  const [checked, setChecked] = useState(0);
  useEffect(() => {
    if (checked) document.querySelector<HTMLElement>('.edit-panel [aria-invalid="true"]')?.focus();
  }, [checked]);

  async function submit() {
    const found: LocationFormErrors = {
      ...locationProblems(draft),
      hours: hoursProblem(draft.hours),
      specialHours: specialHoursProblem(draft.specialHours),
      picture: location || picture ? null : t.imageRequired,
    };
    setErrors(found);
    setChecked((n) => n + 1);
    if (Object.values(found).some(Boolean)) return;
    if (!navigator.onLine) return setNote(staffOfflineTexts.needsConnection(location ? t.needsConnectionSave : t.needsConnectionAdd));
    setNote(null);
    if (location) await update.run(location._id, draft, picture);
    else if (picture) await add.run(draft, picture);
  }

  return (
    <EditPanelForm
      onSubmit={() => void submit()}
      note={note}
      submit={<SubmitButton pending={location ? update.pending : add.pending}>{location ? t.updateButton : t.addButton}</SubmitButton>}
    >
      <LocationFields
        draft={draft}
        onDraftChange={(next) => {
          setDraft(next);
          setNote(null);
          setErrors((e) => ({
            ...e,
            ...(Object.fromEntries((['name', 'address', 'email'] as const).filter((f) => next[f] !== draft[f]).map((f) => [f, null])) as LocationFormErrors),
            hours: null,
            specialHours: null,
          }));
        }}
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
