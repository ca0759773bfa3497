/**
 * Store locations, admin side (`/admin/location...`). A location, its seven
 * timing rows and its special hours are written in one D1 batch; a replaced
 * or deleted picture is removed from R2 once the rows no longer point at it.
 * The slug is made from the name when the store is added and never changes,
 * so a store page's address outlives a rename.
 */
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { IMAGE_REQUIRED, locationAddFields, locationUpdateFields, UNKNOWN_FRANCHISE, type SpecialHours } from '../../contract/locations';
import { idParam } from '../../contract/common';
import { failField, validate } from '../../lib/validate';
import { createDb, type Db } from '../../db/client';
import { locations, locationSpecialHours, locationTimings, users } from '../../db/schema';
import { createdStatus } from '../../lib/create-once';
import { createWithUpload } from '../../lib/create-with-upload';
import { fail } from '../../lib/fail';
import { deleteMedia, readUploadForm, storeUpload } from '../../lib/media';
import { optionalFile, parseFormFields, withUploadRollback } from '../../lib/upload-form';
import { currentUser, requireRole } from '../../middleware/auth';
import { loadStaffLocations } from '../../queries/locations';
import { bump, failMovedOrMissing, guarded, movedOn, movedPast, staleGuard } from '../../lib/row-version';
import { freeSlug, replaceHours, specialHoursValues, timingValues } from './location-store';

const NOT_FOUND = 'Location not found.';

// D1 refuses an INSERT of no rows, so an empty list writes nothing.
const specialHoursInserts = (db: Db, id: string, specialHours: SpecialHours[]) =>
  specialHours.length ? [db.insert(locationSpecialHours).values(specialHoursValues(id, specialHours))] : [];
const adminOnly = requireRole('admin');

/** A store is run by a franchise account or by none: never by head office or a deleted login. */
async function checkFranchise(db: Db, franchiseId: string | null | undefined) {
  if (!franchiseId) return;
  const account = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, franchiseId), eq(users.role, 'franchise')))
    .get();
  if (!account) failField('franchiseId', UNKNOWN_FRANCHISE);
}

export const locationAdminRoutes = new Hono<AppEnv>()
  .get('/locations', adminOnly, async (c) => {
    return c.json({ success: true as const, locations: await loadStaffLocations(createDb(c.env)) });
  })
  .post('/location/add', adminOnly, async (c) => {
    const admin = currentUser(c);
    const form = await readUploadForm(c, 'picture');
    const { timings, specialHours = [], clientId, ...fields } = parseFormFields(form, locationAddFields, ['image']);
    const picture = optionalFile(form, 'image');
    if (!picture) fail(400, IMAGE_REQUIRED);
    const db = createDb(c.env);
    await checkFranchise(db, fields.franchiseId);
    const added = await createWithUpload(c.env, {
      clientId,
      stored: (key) =>
        db
          .select({ id: locations.id })
          .from(locations)
          .where(and(eq(locations.createdBy, admin.id), eq(locations.clientId, key)))
          .get(),
      file: picture,
      kind: 'picture',
      write: async ({ key }) => {
        const id = crypto.randomUUID();
        const slug = await freeSlug(db, fields.name);
        await db.batch([
          db.insert(locations).values({ id, ...fields, thirdPartyLink: fields.thirdPartyLink ?? '', slug, imageKey: key, createdBy: admin.id, clientId }),
          db.insert(locationTimings).values(timingValues(id, timings)),
          ...specialHoursInserts(db, id, specialHours),
        ]);
        return { id };
      },
    });
    const [location] = await loadStaffLocations(db, eq(locations.id, added.row.id));
    if (!location) fail(404, NOT_FOUND);
    return c.json({ success: true as const, message: 'Location added successfully', location }, createdStatus(added));
  })
  .put('/location/:id', adminOnly, validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const form = await readUploadForm(c, 'picture');
    const { timings, specialHours, isImageUpdated, version, hoursVersion, ...fields } = parseFormFields(form, locationUpdateFields, ['image']);
    const user = currentUser(c);
    const db = createDb(c.env);
    const thisStore = () => eq(locations.id, id);
    const moved = () => movedPast([locations.version, version], [locations.hoursVersion, hoursVersion]);
    /** 409 with the store as it is now, signed by whoever changed the part that moved (its hours, or the rest). */
    const failMoved = async (): Promise<never> => {
      const now = await db.select().from(locations).where(thisStore()).get();
      const [view] = now ? await loadStaffLocations(db, thisStore()) : [];
      const hoursMoved = now && movedOn(hoursVersion, now.hoursVersion);
      const by = now && hoursMoved ? { version: now.hoursVersion, updatedBy: now.hoursUpdatedBy, updatedAt: now.hoursUpdatedAt } : now;
      return failMovedOrMissing(db, by, NOT_FOUND, () => view);
    };
    const existing = await db
      .select({ imageKey: locations.imageKey, stale: sql<number>`${moved() ?? sql`0`}` })
      .from(locations)
      .where(thisStore())
      .get();
    if (!existing) fail(404, NOT_FOUND);
    if (existing.stale) await failMoved();
    await checkFranchise(db, fields.franchiseId);

    let newKey: string | null = null;
    if (isImageUpdated) {
      const picture = optionalFile(form, 'image');
      if (!picture) fail(400, IMAGE_REQUIRED);
      newKey = (await storeUpload(c.env, picture, 'picture')).key;
    }
    const now = Date.now();
    await withUploadRollback(c.env, newKey, () =>
      guarded(
        () =>
          db.batch([
            staleGuard(db, locations, thisStore(), moved()),
            db
              .update(locations)
              .set({
                ...fields,
                imageKey: newKey ?? existing.imageKey,
                ...bump(locations.version, user.id, now),
                // The form replaces the week too.
                hoursVersion: sql<number>`${locations.hoursVersion} + 1`,
                hoursUpdatedAt: now,
                hoursUpdatedBy: user.id,
              })
              .where(thisStore()),
            ...replaceHours(db, id, timings, specialHours),
          ]),
        failMoved,
      ),
    );
    if (newKey) await deleteMedia(c.env, existing.imageKey);
    const [location] = await loadStaffLocations(db, thisStore());
    if (!location) fail(404, NOT_FOUND);
    return c.json({ success: true as const, message: 'Location updated successfully', location });
  })
  .delete('/location/:id', adminOnly, validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const [deleted] = await createDb(c.env).delete(locations).where(eq(locations.id, id)).returning({ imageKey: locations.imageKey });
    if (!deleted) fail(404, NOT_FOUND);
    await deleteMedia(c.env, deleted.imageKey);
    return c.json({ success: true as const, message: 'Location deleted successfully' });
  });
