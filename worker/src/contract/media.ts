/**
 * Media reads (`GET /media/:key`): an R2 key, and an optional signed link
 * (expires and sig together). `name` names a download (`?download=1`) after
 * what it is, e.g. a content item's caption, instead of its random key.
 */
import { z } from 'zod';
import { text } from './common';
import { MAX } from './limits';

export const mediaKeyParam = z.object({
  key: z
    .string()
    .min(1)
    .max(200)
    .regex(/^[\w./-]+$/, 'Invalid media key.'),
});

export const mediaQuery = z
  .object({
    download: z.enum(['0', '1']).optional(),
    name: text('Download name', MAX.caption).optional(),
    expires: z
      .string()
      .regex(/^\d{1,12}$/, 'Invalid link expiry.')
      .transform(Number)
      .optional(),
    sig: z
      .string()
      .regex(/^[\w-]{43}$/, 'Invalid link signature.')
      .optional(),
  })
  .refine((q) => (q.expires === undefined) === (q.sig === undefined), 'A signed media link needs both expires and sig.');

/** `POST /admin/media/variants`: how many pictures one call may work on (each costs a few subrequests). */
export const variantBackfillQuery = z.strictObject({
  limit: z.coerce.number('limit must be a number.').int('limit must be a whole number.').min(1, 'limit must be at least 1.').max(50, 'limit must be at most 50.').default(25),
});
