/**
 * The own menus of the franchises running stores, for their store pages:
 * read in the same batch as the stores (two more statements, however many
 * stores), and grouped here by franchise.
 */
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Series } from '../contract/menu';
import type { Db } from '../db/client';
import { drinks, locations, pictureVariants, series } from '../db/schema';
import { drinkToppingIds, toDrink, withDrinks } from './menu-view';

/** The series and drinks of the franchises linked to the stores matching `where`. */
export function storeMenuQueries(db: Db, where?: SQL) {
  // A new subquery per statement: a batch must not share one query object between statements.
  const runningFranchises = () => db.select({ id: locations.franchiseId }).from(locations).where(where);
  return [
    db
      .select({ s: series, p: pictureVariants })
      .from(series)
      .leftJoin(pictureVariants, eq(pictureVariants.key, series.imageKey))
      .where(inArray(series.ownerId, runningFranchises()))
      .orderBy(asc(series.createdAt), asc(series.name)),
    db
      .select({ d: drinks, p: pictureVariants, toppingIds: drinkToppingIds() })
      .from(drinks)
      .innerJoin(series, eq(series.id, drinks.seriesId))
      .leftJoin(pictureVariants, eq(pictureVariants.key, drinks.imageKey))
      .where(inArray(series.ownerId, runningFranchises()))
      .orderBy(asc(drinks.createdAt), asc(drinks.name)),
  ] as const;
}

type SeriesRows = Awaited<ReturnType<typeof storeMenuQueries>[0]>;
type DrinkRows = Awaited<ReturnType<typeof storeMenuQueries>[1]>;

/** Each franchise's series that have drinks (an empty series has nothing to show a visitor), by franchise id. */
export function menusByFranchise(seriesRows: SeriesRows, drinkRows: DrinkRows): Map<string, Series[]> {
  const menus = new Map<string, Series[]>();
  withDrinks(
    seriesRows,
    drinkRows.map((row) => toDrink(row.d, row)),
  ).forEach((shown, i) => {
    if (!shown.drinks.length) return;
    const owner = seriesRows[i].s.ownerId;
    menus.set(owner, [...(menus.get(owner) ?? []), shown]);
  });
  return menus;
}
