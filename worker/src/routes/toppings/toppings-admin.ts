/**
 * Head office keeps the brand-wide toppings list (`/admin/toppings`): name,
 * picture, calories, sugar and caffeine of a serving, allergens, vegan. A
 * franchise links its drinks to these toppings but never changes the list.
 * Deleting a topping takes it off every drink (FK cascade) and its picture.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { TOPPING_IMAGE_REQUIRED, TOPPING_NOT_FOUND, TOPPING_TEXTS, toppingFields, toppingIdParam, toppingNameTaken, toppingUpdateFields } from '../../contract/drink-facts';
import { createDb, type Db } from '../../db/client';
import { toppings } from '../../db/schema';
import { createdStatus } from '../../lib/create-once';
import { createWithUpload } from '../../lib/create-with-upload';
import { fail } from '../../lib/fail';
import { deleteMedia, readUploadForm, storeUpload } from '../../lib/media';
import { optionalFile, parseFormFields, withUploadRollback } from '../../lib/upload-form';
import { failTaken, validate } from '../../lib/validate';
import { currentUser, requireRole } from '../../middleware/auth';
import { slugOf } from '../../lib/slug';
import { toStaffTopping } from '../../queries/toppings';
import { atVersion, bump, failMovedOrMissing, failStale, movedOn } from '../../lib/row-version';

const headOffice = requireRole('admin');

/** One topping of a name, whatever its case; checked before any upload (the unique index covers races). */
async function assertToppingNameFree(db: Db, name: string, toppingId?: string) {
  const same = and(sql`${toppings.name} = ${name} collate nocase`, toppingId ? ne(toppings.id, toppingId) : undefined);
  if (await db.select({ id: toppings.id }).from(toppings).where(same).get()) failTaken('name', toppingNameTaken(name));
}

/** A topping write: a name taken meanwhile is 409 (the unique index refused it). */
async function refuseToppingNameTaken<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    for (let e: unknown = err; e instanceof Error; e = e.cause)
      if (/UNIQUE constraint failed: (index 'toppings_name_unique'|toppings\.name)/i.test(e.message)) failTaken('name', toppingNameTaken(name));
    throw err;
  }
}

/** A write after the picture went to R2: as above, and a failure removes the new object. */
const writeTopping = <T>(env: Env, key: string | null, name: string, write: () => Promise<T>): Promise<T> =>
  withUploadRollback(env, key, () => refuseToppingNameTaken(name, write));

/**
 * A topping's id is a slug of its first name ('tapioca-pearls'), kept when it
 * is renamed: every drink lists its toppings by id on the public menu, and
 * words already in the menu compress to almost nothing where random UUIDs do
 * not (the menu's size budget). A slug in use gets a random suffix.
 */
async function freeToppingId(db: Db, name: string): Promise<string> {
  const slug = slugOf(name).slice(0, 48);
  const taken = await db.select({ id: toppings.id }).from(toppings).where(eq(toppings.id, slug)).get();
  return taken ? `${slug}-${crypto.randomUUID().slice(0, 6)}` : slug;
}

export const toppingAdminRoutes = new Hono<AppEnv>()
  .post('/toppings', headOffice, async (c) => {
    const user = currentUser(c);
    const form = await readUploadForm(c, 'picture');
    const { clientId, ...fields } = parseFormFields(form, toppingFields, ['image']);
    const picture = optionalFile(form, 'image');
    if (!picture) fail(400, TOPPING_IMAGE_REQUIRED);
    const db = createDb(c.env);
    const added = await createWithUpload(c.env, {
      clientId,
      stored: (key) =>
        db
          .select()
          .from(toppings)
          .where(and(eq(toppings.createdBy, user.id), eq(toppings.clientId, key)))
          .get(),
      file: picture,
      kind: 'picture',
      check: () => assertToppingNameFree(db, fields.name),
      write: ({ key }) =>
        refuseToppingNameTaken(fields.name, async () =>
          db
            .insert(toppings)
            .values({ id: await freeToppingId(db, fields.name), ...fields, imageKey: key, createdBy: user.id, clientId })
            .returning()
            .get(),
        ),
    });
    return c.json({ success: true as const, message: TOPPING_TEXTS.added, topping: toStaffTopping(added.row) }, createdStatus(added));
  })
  .put('/toppings/:toppingId', headOffice, validate('param', toppingIdParam), async (c) => {
    const { toppingId } = c.req.valid('param');
    const form = await readUploadForm(c, 'picture');
    const fields = parseFormFields(form, toppingUpdateFields, ['image']);
    const picture = optionalFile(form, 'image');
    const { version, ...changes } = fields;
    const user = currentUser(c);
    const db = createDb(c.env);
    const current = () => db.select().from(toppings).where(eq(toppings.id, toppingId)).get();
    const found = await current();
    if (!found) fail(404, TOPPING_NOT_FOUND);
    if (movedOn(version, found.version)) await failStale(db, toStaffTopping(found), found);
    await assertToppingNameFree(db, fields.name, toppingId);
    const newKey = picture ? (await storeUpload(c.env, picture, 'picture')).key : null;
    const [before, updated] = await writeTopping(c.env, newKey, fields.name, () =>
      db.batch([
        db.select({ imageKey: toppings.imageKey }).from(toppings).where(eq(toppings.id, toppingId)),
        db
          .update(toppings)
          .set({ ...changes, ...(newKey && { imageKey: newKey }), ...bump(toppings.version, user.id) })
          .where(and(eq(toppings.id, toppingId), atVersion(toppings.version, version)))
          .returning(),
      ]),
    );
    const row = updated[0];
    if (!row) {
      await deleteMedia(c.env, newKey);
      const now = await current();
      return failMovedOrMissing(db, now, TOPPING_NOT_FOUND, () => toStaffTopping(now!));
    }
    if (newKey) await deleteMedia(c.env, before[0]?.imageKey);
    return c.json({ success: true as const, message: TOPPING_TEXTS.updated, topping: toStaffTopping(row) });
  })
  .delete('/toppings/:toppingId', headOffice, validate('param', toppingIdParam), async (c) => {
    const db = createDb(c.env);
    const [deleted] = await db
      .delete(toppings)
      .where(eq(toppings.id, c.req.valid('param').toppingId))
      .returning({ imageKey: toppings.imageKey });
    if (!deleted) fail(404, TOPPING_NOT_FOUND);
    await deleteMedia(c.env, deleted.imageKey);
    return c.json({ success: true as const, message: TOPPING_TEXTS.deleted });
  });
