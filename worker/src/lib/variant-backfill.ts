/**
 * Variants for pictures stored before uploads made them (the demo seed, older
 * uploads): each picture a row points at and picture_variants does not know
 * yet gets them once; a run that finds none costs one D1 round trip. Pictures
 * the Images binding cannot read are tried again on the next run. Locally the
 * seed CLI runs it; a deployed Worker through `POST /admin/media/variants`,
 * `limit` pictures a call.
 */
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AnySQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import { createDb, type Db } from '../db/client';
import { contentItems, drinks, franchiseProfiles, locations, pictureVariants, series, toppings } from '../db/schema';
import { makeVariants, type MediaEnv } from './picture-variants';

const withoutVariants = (db: Db, table: SQLiteTable, column: AnySQLiteColumn, ...where: ReturnType<typeof eq>[]) =>
  db
    .select({ key: column })
    .from(table)
    .leftJoin(pictureVariants, eq(pictureVariants.key, column))
    .where(and(isNotNull(column), isNull(pictureVariants.key), ...where));

/** Makes the missing variants of up to `limit` pictures; answers how many got them, could not, and are left. */
export async function backfillVariants(env: MediaEnv, limit = Infinity): Promise<{ made: number; failed: number; remaining: number }> {
  const db = createDb(env);
  const found = await db.batch([
    withoutVariants(db, series, series.imageKey),
    withoutVariants(db, drinks, drinks.imageKey),
    withoutVariants(db, toppings, toppings.imageKey),
    withoutVariants(db, locations, locations.imageKey),
    withoutVariants(db, franchiseProfiles, franchiseProfiles.imageKey),
    withoutVariants(db, contentItems, contentItems.mediaKey, eq(contentItems.mediaType, 'image')),
  ]);
  const missing = [...new Set(found.flat().map((r) => r.key as string))];
  const keys = missing.slice(0, limit);
  let made = 0;
  for (const key of keys) {
    const object = await env.MEDIA.get(key);
    if (!object) continue;
    const bytes = await object.arrayBuffer();
    // workers-types declares a Blob's stream as ReadableStream<any>; it yields bytes.
    // eslint-disable-next-line @typescript-eslint/no-unsafe-return
    if (await makeVariants(env, key, () => new Blob([bytes]).stream())) made++;
  }
  return { made, failed: keys.length - made, remaining: missing.length - keys.length };
}
