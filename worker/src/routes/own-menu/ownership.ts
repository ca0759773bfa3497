/**
 * Who owns which menu. A franchise sees and changes only series it owns and
 * their drinks; anything else answers 404, exactly like an unknown id. Admins
 * share one brand menu (the public one): every admin-owned series, so a second
 * head-office login can edit what the first one created.
 */
import { and, asc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { SessionUser } from '../../app-env';
import type { Series } from '../../contract/menu';
import { drinkNameTaken, SERIES_NOT_FOUND } from '../../contract/own-menu';
import type { Db } from '../../db/client';
import { drinks, series, users } from '../../db/schema';
import { fail } from '../../lib/fail';
import { failTaken } from '../../lib/validate';
import type { MediaEnv } from '../../lib/picture-variants';
import { withUploadRollback } from '../../lib/upload-form';
import { drinkToppingIds, toSeriesList } from '../../queries/menu-view';

/** Fresh SQL each call: a condition is used in several statements of one batch. */
export function ownSeries(db: Db, user: SessionUser, id?: string): SQL {
  const owner = user.role === 'admin' ? inArray(series.ownerId, db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))) : eq(series.ownerId, user.id);
  return id === undefined ? owner : and(eq(series.id, id), owner)!;
}

export function ownDrinks(db: Db, user: SessionUser, id?: string): SQL {
  const owner = inArray(drinks.seriesId, db.select({ id: series.id }).from(series).where(ownSeries(db, user)));
  return id === undefined ? owner : and(eq(drinks.id, id), owner)!;
}

/** The caller's series with their drinks (or just series `id`), in one D1 round trip. */
export async function loadOwnMenu(db: Db, user: SessionUser, id?: string): Promise<Series[]> {
  const [seriesRows, drinkRows] = await db.batch([
    db
      .select()
      .from(series)
      .where(ownSeries(db, user, id))
      .orderBy(asc(series.createdAt), asc(series.name)),
    db
      .select({ d: drinks, toppingIds: drinkToppingIds() })
      .from(drinks)
      .where(
        inArray(
          drinks.seriesId,
          db
            .select({ id: series.id })
            .from(series)
            .where(ownSeries(db, user, id)),
        ),
      )
      .orderBy(asc(drinks.createdAt), asc(drinks.name)),
  ]);
  return toSeriesList(seriesRows, drinkRows);
}

/** One of the caller's drinks with its topping ids (the staff view's material), or undefined. */
export const loadOwnDrink = (db: Db, user: SessionUser, id: string) =>
  db
    .select({ d: drinks, toppingIds: drinkToppingIds() })
    .from(drinks)
    .where(ownDrinks(db, user, id));

export async function assertOwnSeries(db: Db, user: SessionUser, id: string): Promise<void> {
  const found = await db
    .select({ id: series.id })
    .from(series)
    .where(ownSeries(db, user, id))
    .get();
  if (!found) fail(404, SERIES_NOT_FOUND);
}

/**
 * One drink of a name per series, whatever its case (a menu never lists two
 * "Taro Milk Tea"): 409 naming the field, checked before any upload. The
 * unique index `drinks_series_name_unique` covers two saves racing.
 */
export async function assertDrinkNameFree(db: Db, seriesId: string, name: string, drinkId?: string): Promise<void> {
  const sameName = and(eq(drinks.seriesId, seriesId), sql`${drinks.name} = ${name} collate nocase`, drinkId ? ne(drinks.id, drinkId) : undefined);
  if (await db.select({ id: drinks.id }).from(drinks).where(sameName).get()) failTaken('name', drinkNameTaken(name));
}

/**
 * A drink write: a series deleted since `assertOwnSeries` (the FK refuses the
 * row) answers 404 instead of a 500, and a name taken meanwhile in the series 409.
 */
export async function refuseDrinkConflicts<T>(name: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    for (let e: unknown = err; e instanceof Error; e = e.cause) {
      if (/FOREIGN KEY constraint failed/i.test(e.message)) fail(404, SERIES_NOT_FOUND);
      if (/UNIQUE constraint failed: (index 'drinks_series_name_unique'|drinks\.series_id, drinks\.name)/i.test(e.message)) failTaken('name', drinkNameTaken(name));
    }
    throw err;
  }
}

/** A drink write after its picture went to R2: as above, and a failed write removes the new object. */
export const writeDrink = <T>(env: MediaEnv, uploadedKey: string | null, name: string, write: () => Promise<T>): Promise<T> =>
  withUploadRollback(env, uploadedKey, () => refuseDrinkConflicts(name, write));
