import { useId, useRef, useState } from 'react';
import { SubmitButton } from '../../../components/ui/submit-button';
import { useAddLocation } from '../api/add-location';
import { emptyDraft } from '../location-draft';
import { locationTexts as t } from '../texts';
import { hoursProblem, specialHoursProblem } from '../timings';
import { LocationForm, type LocationFormErrors } from './location-form';

/** 'Add Franchise Location' (SPEC §2.13): a picture is required (SPEC §5); the form clears only once added. */
export function AddLocationForm({ onAdded }: { onAdded: () => void }) {
  const headingId = useId();
  const [draft, setDraft] = useState(emptyDraft);
  const [picture, setPicture] = useState<File | null>(null);
  const [errors, setErrors] = useState<LocationFormErrors>({});
  const pictureRef = useRef<HTMLInputElement>(null);
  const { run, pending, fieldErrors } = useAddLocation(onAdded);

  async function submit() {
    const found = { hours: hoursProblem(draft.hours), specialHours: specialHoursProblem(draft.specialHours), picture: picture ? null : t.imageRequired };
    setErrors(found);
    if (found.hours || found.specialHours) return;
    if (!picture) return pictureRef.current?.focus();
    if (await run(draft, picture)) {
      setDraft(emptyDraft());
      setPicture(null);
    }
  }

  return (
    <section className="card admin-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.addHeading}</h2>
      <LocationForm
        draft={draft}
        onDraftChange={(next) => {
          setDraft(next);
          setErrors((e) => ({ ...e, hours: null, specialHours: null }));
        }}
        picture={picture}
        onPictureChange={(file) => {
          setPicture(file);
          setErrors((e) => ({ ...e, picture: null }));
        }}
        pictureRef={pictureRef}
        errors={errors}
        serverErrors={fieldErrors}
        onSubmit={() => void submit()}
        actions={<SubmitButton pending={pending}>{t.addButton}</SubmitButton>}
      />
    </section>
  );
}
