/**
 * Own menu, series side (`/user/menu/series…`, `/user/menu/own`) for admins
 * (the brand menu) and franchises (their own). Deleting a series takes its
 * drinks and their reviews through FK cascades, then every picture in R2;
 * a replaced picture is deleted once the row no longer points at it.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { idParam } from '../../contract/common';
import type { SessionUser } from '../../app-env';
import { SERIES_IMAGE_REQUIRED, SERIES_NOT_FOUND, seriesFields, seriesUpdateFields, SIGNATURE_ADMIN_ONLY } from '../../contract/own-menu';
import { validate } from '../../lib/validate';
import { createDb } from '../../db/client';
import { drinks, series } from '../../db/schema';
import { createdStatus } from '../../lib/create-once';
import { createWithUpload } from '../../lib/create-with-upload';
import { fail } from '../../lib/fail';
import { deleteMedia, readUploadForm, storeUpload } from '../../lib/media';
import { optionalFile, parseFormFields, withUploadRollback } from '../../lib/upload-form';
import { currentUser, requireRole } from '../../middleware/auth';
import { toSeriesList } from '../../queries/menu-view';
import { atVersion, bump, failStale, movedOn } from '../../lib/row-version';
import { loadOwnMenu, ownSeries } from './ownership';

const menuEditors = requireRole('admin', 'franchise');

/** Only head office picks signature series; the badge is the brand menu's, and a franchise's own menu shows only on its stores' pages. */
function checkSignature(user: SessionUser, signature: boolean | undefined) {
  if (signature !== undefined && user.role !== 'admin') fail(403, SIGNATURE_ADMIN_ONLY);
}

export const ownSeriesAdminRoutes = new Hono<AppEnv>()
  .get('/series', menuEditors, async (c) => {
    return c.json({ success: true as const, series: await loadOwnMenu(createDb(c.env), currentUser(c)) });
  })
  .get('/own', menuEditors, async (c) => {
    return c.json({ success: true as const, menu: await loadOwnMenu(createDb(c.env), currentUser(c)) });
  })
  .post('/series', menuEditors, async (c) => {
    const user = currentUser(c);
    const form = await readUploadForm(c, 'picture');
    const { name, signature, clientId } = parseFormFields(form, seriesFields, ['image']);
    checkSignature(user, signature);
    const picture = optionalFile(form, 'image');
    if (!picture) fail(400, SERIES_IMAGE_REQUIRED);
    const db = createDb(c.env);
    const added = await createWithUpload(c.env, {
      clientId,
      stored: (key) =>
        db
          .select()
          .from(series)
          .where(and(eq(series.ownerId, user.id), eq(series.clientId, key)))
          .get(),
      file: picture,
      kind: 'picture',
      write: ({ key }) => db.insert(series).values({ ownerId: user.id, name, imageKey: key, signature, clientId }).returning().get(),
    });
    return c.json({ success: true as const, message: 'Series Added Successfully', series: toSeriesList([added.row], [])[0] }, createdStatus(added));
  })
  .put('/series/:id', menuEditors, validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const user = currentUser(c);
    const form = await readUploadForm(c, 'picture');
    const { name, signature, imageChanged, version } = parseFormFields(form, seriesUpdateFields, ['image']);
    checkSignature(user, signature);
    const picture = optionalFile(form, 'image');
    const replace = imageChanged === 'true' || (imageChanged === undefined && picture !== null);
    if (replace && !picture) fail(400, SERIES_IMAGE_REQUIRED);
    const db = createDb(c.env);
    // A series another device changed meanwhile: 409 with the series as it is now (a wrong id 404).
    const failIfMoved = async () => {
      const [now] = await loadOwnMenu(db, user, id);
      if (!now) fail(404, SERIES_NOT_FOUND);
      const row = await db.select({ updatedBy: series.updatedBy, updatedAt: series.updatedAt }).from(series).where(eq(series.id, id)).get();
      await failStale(db, now, row ?? { updatedBy: null, updatedAt: null });
    };
    // Checked before the upload so a wrong id or a stale edit stores nothing in R2.
    const current = await db
      .select({ version: series.version })
      .from(series)
      .where(ownSeries(db, user, id))
      .get();
    if (!current) fail(404, SERIES_NOT_FOUND);
    if (movedOn(version, current.version)) await failIfMoved();

    const newKey = replace && picture ? (await storeUpload(c.env, picture, 'picture')).key : null;
    // One batch is one transaction: the key read is exactly the one replaced.
    const [before, updated] = await withUploadRollback(c.env, newKey, () =>
      db.batch([
        db
          .select({ imageKey: series.imageKey })
          .from(series)
          .where(ownSeries(db, user, id)),
        db
          .update(series)
          .set({ name, signature, ...(newKey && { imageKey: newKey }), ...bump(series.version, user.id) })
          .where(and(ownSeries(db, user, id), atVersion(series.version, version)))
          .returning({ id: series.id }),
      ]),
    );
    if (!updated.length) {
      await deleteMedia(c.env, newKey);
      await failIfMoved();
    }
    if (newKey) await deleteMedia(c.env, before[0]?.imageKey);
    const [view] = await loadOwnMenu(db, user, id);
    if (!view) fail(404, SERIES_NOT_FOUND);
    return c.json({ success: true as const, message: 'Series Updated Successfully', series: view });
  })
  .delete('/series/:id', menuEditors, validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const db = createDb(c.env);
    const [seriesKeys, drinkKeys, deleted] = await db.batch([
      db
        .select({ key: series.imageKey })
        .from(series)
        .where(ownSeries(db, currentUser(c), id)),
      db.select({ key: drinks.imageKey }).from(drinks).where(eq(drinks.seriesId, id)),
      db
        .delete(series)
        .where(ownSeries(db, currentUser(c), id))
        .returning({ id: series.id }),
    ]);
    // Nothing was deleted, so none of the keys read above may be touched.
    if (!deleted.length) fail(404, SERIES_NOT_FOUND);
    // R2 goes last: a failed R2 call leaves an unreferenced object, never a row without its picture.
    await deleteMedia(c.env, ...[...seriesKeys, ...drinkKeys].map((r) => r.key));
    return c.json({ success: true as const, message: 'Series Deleted Successfully' });
  });
