import { DEFAULT_TIME_ZONE, type LocationText } from '../../lib/contract';
import { emptyHours, hoursToTimings, specialFromWire, specialToWire, timingsToHours, type DayHours, type SpecialDayDraft } from './timings';
import type { Location, LocationFields } from './types';

/** The add and update forms' state, minus the picture. */
export interface LocationDraft extends LocationText {
  /** As typed; empty means not known. */
  latitude: string;
  longitude: string;
  hours: DayHours[];
  specialHours: SpecialDayDraft[];
  /** The franchise account running the store; empty for none. */
  franchiseId: string;
}

export function emptyDraft(): LocationDraft {
  return {
    name: '',
    address: '',
    email: '',
    thirdPartyLink: '',
    timeZone: DEFAULT_TIME_ZONE,
    phone: '',
    latitude: '',
    longitude: '',
    hours: emptyHours(),
    specialHours: [],
    franchiseId: '',
  };
}

export function draftFromLocation({ name, address, email, thirdPartyLink, timeZone, phone, latitude, longitude, timings, specialHours, franchiseId }: Location): LocationDraft {
  return {
    name,
    address,
    email,
    thirdPartyLink,
    timeZone,
    phone,
    latitude: latitude === null ? '' : String(latitude),
    longitude: longitude === null ? '' : String(longitude),
    hours: timingsToHours(timings),
    specialHours: specialFromWire(specialHours),
    franchiseId: franchiseId ?? '',
  };
}

/** The multipart text fields: the timings and special hours travel as JSON texts. */
export function draftToFields({ hours, specialHours, ...fields }: LocationDraft): Required<LocationFields> {
  return { ...fields, timings: JSON.stringify(hoursToTimings(hours)), specialHours: JSON.stringify(specialToWire(specialHours)) };
}

export function toFormData(fields: Record<string, string>, picture: File | null): FormData {
  const body = new FormData();
  for (const [key, value] of Object.entries(fields)) body.append(key, value);
  if (picture) body.append('image', picture);
  return body;
}

/** A store as an edit still waiting to be sent will make it: the list shows it so, marked (its versions stay the store's). */
export function locationWithFields(location: Location, fields: Readonly<Record<string, string | undefined>>): Location {
  const { name, address, email, thirdPartyLink, timeZone, phone, latitude, longitude, timings, specialHours, franchiseId } = fields;
  const coordinate = (value: string | undefined, was: number | null) => (value === undefined ? was : value.trim() === '' ? null : Number(value));
  return {
    ...location,
    name: name ?? location.name,
    address: address ?? location.address,
    email: email ?? location.email,
    thirdPartyLink: thirdPartyLink ?? location.thirdPartyLink,
    timeZone: timeZone ?? location.timeZone,
    phone: phone ?? location.phone,
    latitude: coordinate(latitude, location.latitude),
    longitude: coordinate(longitude, location.longitude),
    timings: timings === undefined ? location.timings : (JSON.parse(timings) as Location['timings']),
    specialHours: specialHours === undefined ? location.specialHours : (JSON.parse(specialHours) as Location['specialHours']),
    franchiseId: franchiseId === undefined ? location.franchiseId : franchiseId || null,
  };
}
