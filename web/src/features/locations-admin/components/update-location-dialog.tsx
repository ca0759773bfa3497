import { useState } from 'react';
import { Dialog } from '../../../components/ui/dialog';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useUpdateLocation } from '../api/update-location';
import { draftFromLocation } from '../location-draft';
import { locationTexts as t } from '../texts';
import { hoursProblem, specialHoursProblem } from '../timings';
import type { Location } from '../types';
import { LocationForm, type LocationFormErrors } from './location-form';

interface UpdateLocationDialogProps {
  /** The location being edited; null keeps the modal closed. */
  location: Location | null;
  onClose: () => void;
  onUpdated: () => void;
}

/** 'Update Franchise Location' (SPEC §2.13): the same fields; the picture is replaced only when a new one is chosen. */
export function UpdateLocationDialog({ location, onClose, onUpdated }: UpdateLocationDialogProps) {
  return (
    <Dialog open={location !== null} title={t.updateHeading} onClose={onClose} className="dialog--wide">
      {location && <UpdateLocationForm key={location._id} location={location} onUpdated={onUpdated} />}
    </Dialog>
  );
}

function UpdateLocationForm({ location, onUpdated }: { location: Location; onUpdated: () => void }) {
  const [draft, setDraft] = useState(() => draftFromLocation(location));
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<LocationFormErrors>({});
  const { run, pending, fieldErrors } = useUpdateLocation(onUpdated);

  function submit() {
    const found = { hours: hoursProblem(draft.hours), specialHours: specialHoursProblem(draft.specialHours) };
    setErrors(found);
    if (!found.hours && !found.specialHours) void run(location._id, draft, picture);
  }

  return (
    <LocationForm
      draft={draft}
      onDraftChange={setDraft}
      picture={picture}
      onPictureChange={setPicture}
      currentImage={location.image}
      errors={errors}
      serverErrors={fieldErrors}
      onSubmit={submit}
      actions={<SubmitButton pending={pending}>{t.updateButton}</SubmitButton>}
    />
  );
}
