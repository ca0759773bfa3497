/**
 * What a store has today, for anyone (`GET /availability/:locationId`): the
 * items sold out there now, each with when it is back. Read-only; the live
 * copy arrives through the store's availability room (docs/decisions/live-availability.md).
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { AVAILABILITY_TEXTS, availabilityParam } from '../../contract/availability';
import { createDb } from '../../db/client';
import { fail } from '../../lib/fail';
import { validate } from '../../lib/validate';
import { loadStore, partyHostOf, storeAvailabilityOf } from '../../queries/availability';

export const availabilityRoutes = new Hono<AppEnv>().get('/availability/:locationId', validate('param', availabilityParam), async (c) => {
  const { locationId } = c.req.valid('param');
  const db = createDb(c.env);
  if (!(await loadStore(db, locationId))) fail(404, AVAILABILITY_TEXTS.storeNotFound);
  // Changes by the minute and expires by the clock: never served from a cache.
  c.header('cache-control', 'no-store');
  return c.json({ success: true as const, availability: await storeAvailabilityOf(db, locationId), partyHost: partyHostOf(c.env) });
});
