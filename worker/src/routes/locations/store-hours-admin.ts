/**
 * The stores a franchise owner runs (`/franchise/location…`): they see them
 * and keep their hours and special hours up to date; name, address,
 * coordinates and who runs a store stay head office's (locations-admin.ts).
 * A store someone else runs answers 404, like an unknown id.
 */
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { idParam } from '../../contract/common';
import { STORE_HOURS_UPDATED, storeHoursBody } from '../../contract/locations';
import { createDb } from '../../db/client';
import { locations } from '../../db/schema';
import { fail } from '../../lib/fail';
import { validate } from '../../lib/validate';
import { currentUser, requireRole } from '../../middleware/auth';
import { loadStaffLocations } from '../../queries/locations';
import { failMovedOrMissing, guarded, movedOn, movedPast, staleGuard } from '../../lib/row-version';
import { replaceHours } from './location-store';

const NOT_FOUND = 'Location not found.';
const owners = requireRole('franchise');

export const storeHoursRoutes = new Hono<AppEnv>()
  .get('/locations', owners, async (c) => {
    return c.json({ success: true as const, locations: await loadStaffLocations(createDb(c.env), eq(locations.franchiseId, currentUser(c).id)) });
  })
  .put('/location/:id/hours', owners, validate('param', idParam), validate('json', storeHoursBody), async (c) => {
    const { id } = c.req.valid('param');
    const { timings, specialHours, hoursVersion } = c.req.valid('json');
    const user = currentUser(c);
    const db = createDb(c.env);
    const mine = () => and(eq(locations.id, id), eq(locations.franchiseId, user.id))!;
    const failMoved = async (): Promise<never> => {
      const now = await db.select().from(locations).where(mine()).get();
      const [view] = now ? await loadStaffLocations(db, mine()) : [];
      return failMovedOrMissing(db, now && { version: now.hoursVersion, updatedBy: now.hoursUpdatedBy, updatedAt: now.hoursUpdatedAt }, NOT_FOUND, () => view);
    };
    const found = await db.select({ hoursVersion: locations.hoursVersion }).from(locations).where(mine()).get();
    if (!found) fail(404, NOT_FOUND);
    if (movedOn(hoursVersion, found.hoursVersion)) await failMoved();
    await guarded(
      () =>
        db.batch([
          staleGuard(db, locations, mine(), movedPast([locations.hoursVersion, hoursVersion])),
          db
            .update(locations)
            .set({ hoursVersion: sql<number>`${locations.hoursVersion} + 1`, hoursUpdatedAt: Date.now(), hoursUpdatedBy: user.id })
            .where(mine()),
          ...replaceHours(db, id, timings, specialHours),
        ]),
      failMoved,
    );
    const [location] = await loadStaffLocations(db, mine());
    if (!location) fail(404, NOT_FOUND);
    return c.json({ success: true as const, message: STORE_HOURS_UPDATED, location });
  });
