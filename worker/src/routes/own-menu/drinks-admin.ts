/**
 * Own menu, drink side (`/user/menu/drinks`, `/user/menu/drink…`). A drink
 * belongs to whoever owns its series: another owner's drink or series id
 * answers 404. Deleting a drink takes its reviews (FK cascade) and its picture.
 */
import { and, asc, eq, getTableColumns } from 'drizzle-orm';
import { Hono } from 'hono';
import { validator } from 'hono/validator';
import type { AppEnv } from '../../app-env';
import { DRINK_IMAGE_REQUIRED, DRINK_NOT_FOUND, drinkFields, drinkIdParam, drinkUpdateFields, type DrinkUpdate } from '../../contract/own-menu';
import { validate, ValidationError } from '../../lib/validate';
import { createDb, type Db } from '../../db/client';
import type { SessionUser } from '../../app-env';
import { drinks, pictureVariants } from '../../db/schema';
import { createdStatus } from '../../lib/create-once';
import { createWithUpload } from '../../lib/create-with-upload';
import { fail } from '../../lib/fail';
import { deleteMedia, readUploadForm, storeUpload } from '../../lib/media';
import { optionalFile, parseFormFields } from '../../lib/upload-form';
import { currentUser, requireRole } from '../../middleware/auth';
import { drinkToppingIds, toStaffDrink } from '../../queries/menu-view';
import { atVersion, bump, failStale } from '../../lib/row-version';
import { assertDrinkNameFree, assertOwnSeries, loadOwnDrink, ownDrinks, refuseDrinkConflicts, writeDrink } from './ownership';
import { saveDrinkFacts } from './drink-facts-store';
import { DRINK_FACTS_UPDATED, drinkFactsBody } from '../../contract/drink-facts';

const menuEditors = requireRole('admin', 'franchise');
const isMultipart = (type: string | undefined) => (type ?? '').toLowerCase().startsWith('multipart/form-data');

/**
 * The dashboard edits a drink with JSON (SPEC §7.2), checked here; a multipart
 * edit (it carries a replacement picture) answers null and is read in the handler.
 */
const drinkEdit = validator('json', (value, c): DrinkUpdate | null => {
  if (isMultipart(c.req.header('content-type'))) return null;
  const result = drinkUpdateFields.safeParse(value);
  if (!result.success) throw new ValidationError(result.error.issues);
  return result.data;
});

/** An update that matched no row: a 409 with the drink as it is now when it is still there, at another version. */
async function failIfMoved(db: Db, user: SessionUser, drinkId: string): Promise<void> {
  const row = await loadOwnDrink(db, user, drinkId).get();
  if (row) await failStale(db, toStaffDrink(row.d, row), row.d);
}

export const ownDrinkAdminRoutes = new Hono<AppEnv>()
  .get('/drinks', menuEditors, async (c) => {
    const db = createDb(c.env);
    // With each picture's small variants: a tablet's list of 40 drinks loads thumbnails, not originals.
    const rows = await db
      .select({ d: drinks, p: pictureVariants, toppingIds: drinkToppingIds() })
      .from(drinks)
      .leftJoin(pictureVariants, eq(pictureVariants.key, drinks.imageKey))
      .where(ownDrinks(db, currentUser(c)))
      .orderBy(asc(drinks.createdAt), asc(drinks.name));
    return c.json({ success: true as const, drinks: rows.map((row) => toStaffDrink(row.d, row)) });
  })
  .post('/drink', menuEditors, async (c) => {
    const user = currentUser(c);
    const form = await readUploadForm(c, 'picture');
    const { clientId, ...fields } = parseFormFields(form, drinkFields, ['image']);
    const picture = optionalFile(form, 'image');
    if (!picture) fail(400, DRINK_IMAGE_REQUIRED);
    const db = createDb(c.env);
    const added = await createWithUpload(c.env, {
      clientId,
      stored: (key) =>
        db
          .select()
          .from(drinks)
          .where(and(eq(drinks.createdBy, user.id), eq(drinks.clientId, key)))
          .get(),
      file: picture,
      kind: 'picture',
      check: async () => {
        await assertOwnSeries(db, user, fields.seriesId);
        await assertDrinkNameFree(db, fields.seriesId, fields.name);
      },
      write: (upload) =>
        refuseDrinkConflicts(fields.name, () =>
          db
            .insert(drinks)
            .values({ ...fields, imageKey: upload.key, createdBy: user.id, clientId })
            .returning()
            .get(),
        ),
    });
    return c.json({ success: true as const, message: 'Drink Added Successfully', drink: toStaffDrink(added.row) }, createdStatus(added));
  })
  .put('/drink/:drinkId', menuEditors, validate('param', drinkIdParam), drinkEdit, async (c) => {
    const { drinkId } = c.req.valid('param');
    const user = currentUser(c);
    let fields = c.req.valid('json');
    let picture: File | null = null;
    if (!fields) {
      const form = await readUploadForm(c, 'picture');
      fields = parseFormFields(form, drinkUpdateFields, ['image']);
      picture = optionalFile(form, 'image');
    }
    const { name, description, seriesId, version } = fields;
    const db = createDb(c.env);
    // Every check comes before the upload so a refused edit stores nothing in R2.
    const current = await db
      .select({ seriesId: drinks.seriesId })
      .from(drinks)
      .where(ownDrinks(db, user, drinkId))
      .get();
    if (!current) fail(404, DRINK_NOT_FOUND);
    if (seriesId) await assertOwnSeries(db, user, seriesId);
    await assertDrinkNameFree(db, seriesId || current.seriesId, name, drinkId);

    const newKey = picture ? (await storeUpload(c.env, picture, 'picture')).key : null;
    const changes = { name, ...(description !== undefined && { description }), ...(seriesId && { seriesId }), ...(newKey && { imageKey: newKey }) };
    // One batch is one transaction: the key read is exactly the one replaced.
    const [before, updated] = await writeDrink(c.env, newKey, name, () =>
      db.batch([
        db
          .select({ imageKey: drinks.imageKey })
          .from(drinks)
          .where(ownDrinks(db, user, drinkId)),
        db
          .update(drinks)
          .set({ ...changes, ...bump(drinks.version, user.id) })
          .where(and(ownDrinks(db, user, drinkId), atVersion(drinks.version, version)))
          .returning({ d: getTableColumns(drinks), toppingIds: drinkToppingIds() }),
      ]),
    );
    const row = updated[0];
    if (!row) {
      await deleteMedia(c.env, newKey);
      await failIfMoved(db, user, drinkId);
      fail(404, DRINK_NOT_FOUND);
    }
    if (newKey) await deleteMedia(c.env, before[0]?.imageKey);
    return c.json({ success: true as const, message: 'Drink Updated Successfully', drink: toStaffDrink(row.d, row) });
  })
  .delete('/drink/:drinkId', menuEditors, validate('param', drinkIdParam), async (c) => {
    const db = createDb(c.env);
    const [deleted] = await db
      .delete(drinks)
      .where(ownDrinks(db, currentUser(c), c.req.valid('param').drinkId))
      .returning({ imageKey: drinks.imageKey });
    if (!deleted) fail(404, DRINK_NOT_FOUND);
    await deleteMedia(c.env, deleted.imageKey);
    return c.json({ success: true as const, message: 'Drink Deleted Successfully' });
  })
  .put('/drink/:drinkId/facts', menuEditors, validate('param', drinkIdParam), validate('json', drinkFactsBody), async (c) => {
    const { drinkId } = c.req.valid('param');
    const { facts, version } = c.req.valid('json');
    const db = createDb(c.env);
    const drink = await saveDrinkFacts(db, currentUser(c), drinkId, facts, version);
    return c.json({ success: true as const, message: DRINK_FACTS_UPDATED, drink });
  });
