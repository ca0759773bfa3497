/**
 * Store locations. Opening hours are seven entries, Monday to Sunday in that
 * order, times `HH:MM` in 24-hour form. A closed day has both times empty;
 * closing `00:00` means midnight, so a day may run until the end of the day.
 */
import { z } from 'zod';
import { clientId, requiredText } from './common';
import { emailField, MAX } from './fields';

import { weekdays, type Weekday } from './weekdays';
import type { PictureSet } from './media';

export { weekdays, type Weekday };

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Use a 24-hour time like 09:30.');
const maybeTime = z.union([z.null(), z.literal('').transform(() => null), time]);

const dayTiming = z
  .strictObject({ day: z.enum(weekdays), openTime: maybeTime, closingTime: maybeTime })
  .superRefine((t, ctx) => {
    if ((t.openTime === null) !== (t.closingTime === null)) {
      ctx.addIssue({ code: 'custom', message: `Give both times for ${t.day}, or neither when closed.` });
    } else if (t.openTime && t.closingTime && t.closingTime !== '00:00' && t.closingTime <= t.openTime) {
      ctx.addIssue({ code: 'custom', path: ['closingTime'], message: 'Closing time must be after opening time (00:00 means midnight).' });
    }
  });

const timingsList = z
  .array(dayTiming)
  .length(7, 'Give opening hours for all seven days.')
  .superRefine((list, ctx) => {
    list.forEach((t, i) => {
      if (t.day !== weekdays[i]) ctx.addIssue({ code: 'custom', path: [i, 'day'], message: `Expected ${weekdays[i]} here: days go Monday to Sunday.` });
    });
  });
export type LocationTiming = z.output<typeof dayTiming>;

/** Multipart forms carry the timings as one JSON text field. */
const timingsField = z
  .string('Opening hours are required.')
  .max(MAX.notes)
  .transform((text, ctx) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Send the opening hours as a JSON list.' });
      return z.NEVER;
    }
  })
  .pipe(timingsList);

export const thirdPartyLink = z
  .string('Third Party link is required.')
  .trim()
  .max(MAX.link)
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: 'Enter a web link starting with http:// or https://.' }));

/** Text fields of the add and update forms; the picture travels as the `image` file. */
const locationFields = z.strictObject({
  name: requiredText('Name', MAX.name),
  address: requiredText('Address', MAX.address),
  email: emailField,
  thirdPartyLink,
  timings: timingsField,
});
export type LocationFields = z.input<typeof locationFields>;

/** The add form also carries its idempotency key. */
export const locationAddFields = locationFields.extend({ clientId });
export type LocationAddFields = z.input<typeof locationAddFields>;

/** The update form adds `isImageUpdated`: only `'true'` replaces the picture. */
export const locationUpdateFields = locationFields.extend({
  isImageUpdated: z.enum(['true', 'false']).transform((v) => v === 'true').default(false),
});
export type LocationUpdateFields = z.input<typeof locationUpdateFields>;

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
  timings: { day: Weekday; openTime: string | null; closingTime: string | null }[];
}

export const IMAGE_REQUIRED = 'Please provide an image file';
