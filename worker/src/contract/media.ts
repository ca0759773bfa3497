/** Media reads (`GET /media/:key`): an R2 key, and an optional signed link (expires and sig together). */
import { z } from 'zod';

export const mediaKeyParam = z.object({ key: z.string().min(1).max(200).regex(/^[\w./-]+$/, 'Invalid media key.') });

export const mediaQuery = z
  .object({
    download: z.enum(['0', '1']).optional(),
    expires: z.string().regex(/^\d{1,12}$/, 'Invalid link expiry.').transform(Number).optional(),
    sig: z.string().regex(/^[\w-]{43}$/, 'Invalid link signature.').optional(),
  })
  .refine((q) => (q.expires === undefined) === (q.sig === undefined), 'A signed media link needs both expires and sig.');
