/**
 * Head office's backfill of picture variants on a deployed Worker, for
 * pictures uploaded before uploads made them (locally the seed CLI does it):
 * each call works on up to `limit` pictures; call again while `remaining` > 0.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { variantBackfillQuery } from '../../contract/media';
import { validate } from '../../lib/validate';
import { backfillVariants } from '../../lib/variant-backfill';
import { requireRole } from '../../middleware/auth';

export const mediaAdminRoutes = new Hono<AppEnv>().post('/admin/media/variants', requireRole('admin'), validate('query', variantBackfillQuery), async (c) => {
  const { limit } = c.req.valid('query');
  return c.json({ success: true as const, ...(await backfillVariants(c.env, limit)) });
});
