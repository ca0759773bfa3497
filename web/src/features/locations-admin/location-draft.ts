import { emptyHours, hoursToTimings, timingsToHours, type DayHours } from './timings';
import type { Location, LocationFields } from './types';

/** The add and update forms' state, minus the picture. */
export interface LocationDraft {
  name: string;
  address: string;
  email: string;
  thirdPartyLink: string;
  hours: DayHours[];
}

export function emptyDraft(): LocationDraft {
  return { name: '', address: '', email: '', thirdPartyLink: '', hours: emptyHours() };
}

export function draftFromLocation({ name, address, email, thirdPartyLink, timings }: Location): LocationDraft {
  return { name, address, email, thirdPartyLink, hours: timingsToHours(timings) };
}

/** The multipart text fields: the timings travel as one JSON text. */
export function draftToFields({ hours, ...fields }: LocationDraft): LocationFields {
  return { ...fields, timings: JSON.stringify(hoursToTimings(hours)) };
}

export function toFormData(fields: Record<string, string>, picture: File | null): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (picture) body.append('image', picture);
  return body;
}
