/**
 * Store locations. Opening hours are seven entries, Monday to Sunday in that
 * order, times `HH:MM` in 24-hour form, in the store's own time zone. A
 * closed day has both times empty; a closing time at or before the opening
 * time runs past midnight (`00:00` is midnight) and belongs to the day it
 * started. Special hours are dated exceptions that win over the week.
 */
import { z } from 'zod';
import { baseVersion } from './row-version';
import { clientId, requiredText } from './common';
import { emailField, MAX } from './fields';
import { MAX_SPECIAL_HOURS } from './limits';

import { isTimeZone } from './store-time';
import { weekdays, type Weekday } from './weekdays';
import type { PictureSet } from './picture-set';
import type { Series } from './menu';

export { weekdays, type Weekday };

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time like 09:30.');
const maybeTime = z.union([z.null(), z.literal('').transform(() => null), time]);

/** Both times or neither; equal times would be a day of no hours (or of all of them), so they are refused. */
function checkHours(t: { openTime: string | null; closingTime: string | null }, ctx: z.RefinementCtx, day: string) {
  if ((t.openTime === null) !== (t.closingTime === null)) {
    ctx.addIssue({ code: 'custom', message: `Give both times for ${day}, or neither when closed.` });
  } else if (t.openTime && t.openTime === t.closingTime) {
    ctx.addIssue({ code: 'custom', path: ['closingTime'], message: 'Closing time must differ from opening time (an earlier one runs past midnight).' });
  }
}

const dayTiming = z.strictObject({ day: z.enum(weekdays), openTime: maybeTime, closingTime: maybeTime }).superRefine((t, ctx) => checkHours(t, ctx, t.day));

const timingsList = z
  .array(dayTiming)
  .length(7, 'Give opening hours for all seven days.')
  .superRefine((list, ctx) => {
    list.forEach((t, i) => {
      if (t.day !== weekdays[i]) ctx.addIssue({ code: 'custom', path: [i, 'day'], message: `Expected ${weekdays[i]} here: days go Monday to Sunday.` });
    });
  });
export type LocationTiming = z.output<typeof dayTiming>;

const calendarDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-11-26.')
  .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d), 'Use a real calendar date.');

const specialDay = z
  .strictObject({ date: calendarDate, openTime: maybeTime, closingTime: maybeTime, label: z.string().trim().max(MAX.status).default('') })
  .superRefine((t, ctx) => checkHours(t, ctx, t.date));

const specialHoursList = z
  .array(specialDay)
  .max(MAX_SPECIAL_HOURS, `At most ${MAX_SPECIAL_HOURS} special dates per store.`)
  .superRefine((list, ctx) => {
    const seen = new Set<string>();
    list.forEach((t, i) => {
      if (seen.has(t.date)) ctx.addIssue({ code: 'custom', path: [i, 'date'], message: `${t.date} is listed twice.` });
      seen.add(t.date);
    });
  });

export type SpecialHours = z.output<typeof specialDay>;

/** Multipart forms carry lists as one JSON text field. */
const jsonField = <T extends z.ZodType>(what: string, list: T) =>
  z
    .string(`${what} are required.`)
    .max(MAX.notes)
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: `Send the ${what.toLowerCase()} as a JSON list.` });
        return z.NEVER;
      }
    })
    .pipe(list);

const timingsField = jsonField('Opening hours', timingsList);

/** A multipart number field: empty means not given. */
const coordinate = (label: string, limit: number) =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || Number.isFinite(Number(v)), `${label} must be a number.`)
    .transform((v) => (v === '' ? null : Number(v)))
    .refine((v) => v === null || Math.abs(v) <= limit, `${label} must be between -${limit} and ${limit}.`);

/** The store's online ordering link: optional (a store may take no online orders); empty means none. */
export const thirdPartyLink = z
  .string('The ordering link must be text.')
  .trim()
  .max(MAX.link)
  .pipe(z.union([z.literal(''), z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'Enter a web link starting with http:// or https://, or leave it empty.' })]));

/** Text fields of the add and update forms; the picture travels as the `image` file. */
const locationFields = z.strictObject({
  name: requiredText('Name', MAX.name),
  address: requiredText('Address', MAX.address),
  email: emailField,
  // Optional: a missing one is none on a new store and left as stored on an edit.
  thirdPartyLink: thirdPartyLink.optional(),
  timings: timingsField,
  // Optional for the forms made before store pages; a missing one is left as stored.
  timeZone: z.string().trim().refine(isTimeZone, 'Choose a time zone such as America/Chicago.').optional(),
  phone: z
    .string()
    .trim()
    .regex(/^$|^[0-9 +\-().]{7,20}$/, 'Enter a phone number of 7 to 20 digits, spaces, +, - or parentheses.')
    .optional(),
  latitude: coordinate('Latitude', 90).optional(),
  longitude: coordinate('Longitude', 180).optional(),
  specialHours: jsonField('Special hours', specialHoursList).optional(),
  // The franchise account running the store ('' for none); optional like the time zone, a missing one is left as stored.
  franchiseId: z
    .string()
    .trim()
    .max(64)
    .transform((id) => id || null)
    .optional(),
});
export type LocationFields = z.input<typeof locationFields>;
/** A store's own words on its page, all of them: what the add and update forms hold and what the demo stores are seeded with. */
export type LocationText = Required<Pick<LocationFields, 'name' | 'address' | 'email' | 'thirdPartyLink' | 'timeZone' | 'phone'>>;

const bothCoordinates = <T extends z.ZodType<{ latitude?: number | null; longitude?: number | null }>>(schema: T) =>
  schema.superRefine((l, ctx) => {
    if ((l.latitude == null) !== (l.longitude == null)) ctx.addIssue({ code: 'custom', path: ['longitude'], message: 'Give both latitude and longitude, or neither.' });
  });

/** The add form also carries its idempotency key. */
export const locationAddFields = bothCoordinates(locationFields.extend({ clientId }));
export type LocationAddFields = z.input<typeof locationAddFields>;

/** The update form adds `isImageUpdated`: only `'true'` replaces the picture. */
export const locationUpdateFields = bothCoordinates(
  locationFields.extend({
    isImageUpdated: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .default(false),
    /** The store's row and its hours, as the form had them (contract/row-version.ts). */
    version: baseVersion,
    hoursVersion: baseVersion,
  }),
);
export type LocationUpdateFields = z.input<typeof locationUpdateFields>;

/** A franchise owner's edit of a store they run: its week and its special hours, nothing else (JSON). */
export const storeHoursBody = z.strictObject({ timings: timingsList, specialHours: specialHoursList, hoursVersion: baseVersion });
export type StoreHoursBody = z.input<typeof storeHoursBody>;

export const locationSearchQuery = z.object({ address: z.string().trim().max(MAX.address).optional() });

export interface Location {
  _id: string;
  name: string;
  address: string;
  email: string;
  thirdPartyLink: string;
  image: string | null;
  /** When the picture has variants. */
  imageSet?: PictureSet;
  /** The store page is /locations/<slug>. */
  slug: string;
  timeZone: string;
  phone: string;
  latitude: number | null;
  longitude: number | null;
  timings: { day: Weekday; openTime: string | null; closingTime: string | null }[];
  /** Today's and later exceptions, by date; past ones are left out. */
  specialHours: { date: string; openTime: string | null; closingTime: string | null; label: string }[];
  /** The franchise account running the store; null when none is picked. */
  franchiseId: string | null;
  /** That franchise's own series that have drinks, in its menu's order; empty when none. */
  menu: Series[];
  /** Staff answers only: the versions an edit of the store, or of its hours, names (contract/row-version.ts). */
  version?: number;
  hoursVersion?: number;
}

export const IMAGE_REQUIRED = 'Please provide an image file';
export const STORE_HOURS_UPDATED = 'Store hours updated successfully';
export const UNKNOWN_FRANCHISE = 'Choose one of the franchise accounts, or None.';
