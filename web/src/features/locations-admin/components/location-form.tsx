import { useId, type RefObject } from 'react';
import { type FieldErrorMap, FieldErrors } from '../../../components/ui/field-errors';
import { ImagePicker } from '../../../components/ui/image-picker';
import { Field, TextField } from '../../../components/ui/text-field';
import { US_TIME_ZONES } from '../../../lib/contract';
import type { LocationDraft } from '../location-draft';
import { locationTexts as t } from '../texts';
import { FranchiseSelect } from './franchise-select';
import { HoursFieldset } from './hours-fieldset';
import { SpecialHoursFieldset } from './special-hours-fieldset';

export interface LocationFormErrors {
  name?: string | null;
  address?: string | null;
  email?: string | null;
  picture?: string | null;
  hours?: string | null;
  specialHours?: string | null;
}

/** What the form checks itself before sending: the required fields say so under each (no browser bubbles). */
export function locationProblems(draft: LocationDraft): LocationFormErrors {
  return {
    name: draft.name.trim() ? null : t.nameRequired,
    address: draft.address.trim() ? null : t.addressRequired,
    email: draft.email.trim() ? null : t.emailRequired,
  };
}

interface LocationFieldsProps {
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
}

/**
 * The fields of 'Add Location' and 'Update Location' (SPEC §2.13), who and
 * where first: name and address, then how to reach it, then its hours and
 * picture. Every refusal shows under its field.
 */
export function LocationFields({ draft, onDraftChange, picture, onPictureChange, currentImage, pictureRef, errors, serverErrors }: LocationFieldsProps) {
  const set = (field: 'name' | 'address' | 'email' | 'thirdPartyLink' | 'phone' | 'latitude' | 'longitude') => (value: string) => onDraftChange({ ...draft, [field]: value });
  // A store saved with a zone outside the usual list keeps it as a choice.
  const zones = US_TIME_ZONES.some((z) => z.id === draft.timeZone) ? US_TIME_ZONES : [...US_TIME_ZONES, { id: draft.timeZone, label: draft.timeZone }];
  const id = useId();
  const text = (field: 'name' | 'address' | 'email', label: string, type = 'text') => (
    <Field id={`${id}-${field}`} label={label} name={field} error={errors[field]}>
      {(control) => <input {...control} name={field} type={type} value={draft[field]} autoComplete="off" onChange={(e) => set(field)(e.target.value)} />}
    </Field>
  );

  return (
    <FieldErrors errors={serverErrors}>
      {text('name', t.nameLabel)}
      {text('address', t.addressLabel)}
      {text('email', t.emailLabel, 'email')}
      <TextField
        label={t.linkLabel}
        name="thirdPartyLink"
        type="url"
        placeholder="https://"
        hint={t.linkHint}
        value={draft.thirdPartyLink}
        onChange={set('thirdPartyLink')}
        autoComplete="off"
      />
      <TextField label={t.phoneLabel} name="phone" type="tel" value={draft.phone} onChange={set('phone')} autoComplete="off" />
      <FranchiseSelect value={draft.franchiseId} onChange={(franchiseId) => onDraftChange({ ...draft, franchiseId })} />
      <Field id={`${id}-zone`} label={t.timeZoneLabel} name="timeZone">
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
      <HoursFieldset hours={draft.hours} onChange={(hours) => onDraftChange({ ...draft, hours })} error={errors.hours} name="timings" />
      <SpecialHoursFieldset days={draft.specialHours} onChange={(specialHours) => onDraftChange({ ...draft, specialHours })} error={errors.specialHours} name="specialHours" />
      <TextField label={t.latitudeLabel} name="latitude" inputMode="decimal" value={draft.latitude} onChange={set('latitude')} hint={t.coordinatesHint} autoComplete="off" />
      <TextField label={t.longitudeLabel} name="longitude" inputMode="decimal" value={draft.longitude} onChange={set('longitude')} autoComplete="off" />
      <ImagePicker
        label={currentImage ? t.pictureLabelUpdate : t.pictureLabel}
        file={picture}
        onChange={onPictureChange}
        currentUrl={currentImage}
        error={errors.picture}
        inputRef={pictureRef}
      />
    </FieldErrors>
  );
}
