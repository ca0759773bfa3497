import { useId, type FormEvent, type ReactNode, type RefObject } from 'react';
import { FieldErrors, type FieldErrorMap } from '../../../components/ui/field-errors';
import { ImagePicker } from '../../../components/ui/image-picker';
import { Field, TextField } from '../../../components/ui/text-field';
import { US_TIME_ZONES } from '../../../lib/contract';
import type { LocationDraft } from '../location-draft';
import { locationTexts as t } from '../texts';
import { FranchiseSelect } from './franchise-select';
import { HoursFieldset } from './hours-fieldset';
import { SpecialHoursFieldset } from './special-hours-fieldset';

export interface LocationFormErrors {
  picture?: string | null;
  hours?: string | null;
  specialHours?: string | null;
}

interface LocationFormProps {
  draft: LocationDraft;
  onDraftChange: (draft: LocationDraft) => void;
  picture: File | null;
  onPictureChange: (file: File | null) => void;
  /** The saved picture, shown until a new one is chosen (update only). */
  currentImage?: string | null;
  pictureRef?: RefObject<HTMLInputElement | null>;
  errors: LocationFormErrors;
  /** What the server refused, by field name: shown under each field. */
  serverErrors: FieldErrorMap;
  onSubmit: () => void;
  /** The submit button and anything beside it. */
  actions: ReactNode;
}

/**
 * The fields of 'Add Franchise Location' and 'Update Franchise Location'
 * (SPEC §2.13). Email, Third Party link, Name and Address are required by the
 * browser (SPEC §5); the picture and the hours are checked by the caller.
 */
export function LocationForm({ draft, onDraftChange, picture, onPictureChange, currentImage, pictureRef, errors, serverErrors, onSubmit, actions }: LocationFormProps) {
  const set = (field: 'name' | 'address' | 'email' | 'thirdPartyLink' | 'phone' | 'latitude' | 'longitude') => (value: string) => onDraftChange({ ...draft, [field]: value });
  // A store saved with a zone outside the usual list keeps it as a choice.
  const zones = US_TIME_ZONES.some((z) => z.id === draft.timeZone) ? US_TIME_ZONES : [...US_TIME_ZONES, { id: draft.timeZone, label: draft.timeZone }];

  const formId = useId();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSubmit();
  }

  return (
    <form className="form admin-form" onSubmit={submit}>
      <FieldErrors errors={serverErrors}>
        <Field id={`${formId}-zone`} label={t.timeZoneLabel} name="timeZone">
          {(control) => (
            <select {...control} name="timeZone" value={draft.timeZone} onChange={(e) => onDraftChange({ ...draft, timeZone: e.target.value })}>
              {zones.map((z) => (
                <option key={z.id} value={z.id}>
                  {z.label} ({z.id})
                </option>
              ))}
            </select>
          )}
        </Field>
        <div className="admin-form__wide">
          <HoursFieldset hours={draft.hours} onChange={(hours) => onDraftChange({ ...draft, hours })} error={errors.hours} name="timings" />
        </div>
        <div className="admin-form__wide">
          <SpecialHoursFieldset days={draft.specialHours} onChange={(specialHours) => onDraftChange({ ...draft, specialHours })} error={errors.specialHours} name="specialHours" />
        </div>
        <TextField label={t.emailLabel} name="email" type="email" required value={draft.email} onChange={set('email')} autoComplete="off" />
        <TextField
          label={t.linkLabel}
          name="thirdPartyLink"
          type="url"
          required
          placeholder="https://"
          value={draft.thirdPartyLink}
          onChange={set('thirdPartyLink')}
          autoComplete="off"
        />
        <TextField label={t.nameLabel} name="name" required value={draft.name} onChange={set('name')} autoComplete="off" />
        <TextField label={t.addressLabel} name="address" required value={draft.address} onChange={set('address')} autoComplete="off" />
        <FranchiseSelect value={draft.franchiseId} onChange={(franchiseId) => onDraftChange({ ...draft, franchiseId })} />
        <TextField label={t.phoneLabel} name="phone" type="tel" value={draft.phone} onChange={set('phone')} autoComplete="off" />
        <TextField label={t.latitudeLabel} name="latitude" inputMode="decimal" value={draft.latitude} onChange={set('latitude')} hint={t.coordinatesHint} autoComplete="off" />
        <TextField label={t.longitudeLabel} name="longitude" inputMode="decimal" value={draft.longitude} onChange={set('longitude')} autoComplete="off" />
        <div className="admin-form__wide">
          <ImagePicker label={t.pictureLabel} file={picture} onChange={onPictureChange} currentUrl={currentImage} error={errors.picture} inputRef={pictureRef} />
        </div>
        <div className="admin-form__actions">{actions}</div>
      </FieldErrors>
    </form>
  );
}
