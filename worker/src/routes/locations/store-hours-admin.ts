/**
 * The stores a franchise owner runs (`/franchise/location…`): they see them
 * and keep their hours and special hours up to date; name, address,
 * coordinates and who runs a store stay head office's (locations-admin.ts).
 * A store someone else runs answers 404, like an unknown id.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { idParam } from '../../contract/common';
import { STORE_HOURS_UPDATED, storeHoursBody } from '../../contract/locations';
import { createDb } from '../../db/client';
import { locations } from '../../db/schema';
import { fail } from '../../lib/fail';
import { validate } from '../../lib/validate';
import { currentUser, requireRole } from '../../middleware/auth';
import { loadLocations } from '../../queries/locations';
import { replaceHours } from './location-store';

const NOT_FOUND = 'Location not found.';
const owners = requireRole('franchise');

export const storeHoursRoutes = new Hono<AppEnv>()
  .get('/locations', owners, async (c) => {
    return c.json({ success: true as const, locations: await loadLocations(createDb(c.env), eq(locations.franchiseId, currentUser(c).id)) });
  })
  .put('/location/:id/hours', owners, validate('param', idParam), validate('json', storeHoursBody), async (c) => {
    const { id } = c.req.valid('param');
    const { timings, specialHours } = c.req.valid('json');
    const db = createDb(c.env);
    const mine = and(eq(locations.id, id), eq(locations.franchiseId, currentUser(c).id));
    if (!(await db.select({ id: locations.id }).from(locations).where(mine).get())) fail(404, NOT_FOUND);
    await db.batch(replaceHours(db, id, timings, specialHours));
    const [location] = await loadLocations(db, mine);
    if (!location) fail(404, NOT_FOUND);
    return c.json({ success: true as const, message: STORE_HOURS_UPDATED, location });
  });
