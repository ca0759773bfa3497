/**
 * The brand menu visitors see: series owned by head office (admin users) and
 * their drinks, read for GET /user/menu/admin/series and for the pages the
 * Worker renders, from this isolate's short cache when fresh (menu-cache.ts).
 * A franchise's own menu shows on the pages of the stores it runs (store-menu.ts).
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Menu } from '../contract/menu';
import { createDb, type Db } from '../db/client';
import { drinks, pictureVariants, series, users } from '../db/schema';
import { freshMenu, keepMenu, type CachedMenu } from './menu-cache';
import { drinkRatings, drinkToppingIds, toMenuDrink, withDrinks } from './menu-view';
import { toppingList, toToppings } from './toppings';

/** Series on the public menu: head office's. */
export const brandSeries = eq(users.role, 'admin');

/** The drink when it is on the brand menu; franchise-only drinks are not public (a query, so callers can batch it). */
export const brandDrink = (db: Db, drinkId: string) =>
  db
    .select({ id: drinks.id })
    .from(drinks)
    .innerJoin(series, eq(series.id, drinks.seriesId))
    .innerJoin(users, eq(users.id, series.ownerId))
    .where(and(eq(drinks.id, drinkId), brandSeries));

/** Three statements in one round trip, however large the menu (ratings and facts included). */
async function loadBrandMenu(db: Db): Promise<Menu> {
  const [seriesRows, drinkRows, toppingRows] = await db.batch([
    db
      .select({ s: series, p: pictureVariants })
      .from(series)
      .innerJoin(users, eq(users.id, series.ownerId))
      .leftJoin(pictureVariants, eq(pictureVariants.key, series.imageKey))
      .where(brandSeries)
      .orderBy(asc(series.createdAt), asc(series.name)),
    db
      .select({ d: drinks, p: pictureVariants, toppingIds: drinkToppingIds(), ...drinkRatings() })
      .from(drinks)
      .leftJoin(pictureVariants, eq(pictureVariants.key, drinks.imageKey))
      .innerJoin(series, eq(series.id, drinks.seriesId))
      .innerJoin(users, eq(users.id, series.ownerId))
      .where(brandSeries)
      .orderBy(asc(drinks.createdAt), asc(drinks.name)),
    toppingList(db),
  ]);
  return { series: withDrinks(seriesRows, drinkRows.map(toMenuDrink)), toppings: toToppings(toppingRows) };
}

/** The brand menu's answer as GET /user/menu/admin/series sends it, from this isolate's short cache when fresh. */
export const brandMenuAnswer = async (env: Env): Promise<CachedMenu> => freshMenu() ?? (await keepMenu(await loadBrandMenu(createDb(env))));

/** The brand menu for a page the Worker renders: the value behind the API's cached answer, never parsed back from it. */
export const brandMenu = async (env: Env): Promise<Menu> => (await brandMenuAnswer(env)).menu;
