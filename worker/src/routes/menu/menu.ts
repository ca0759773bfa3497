/**
 * The brand menu visitors see: series owned by head office (admin users) and
 * their drinks. A franchise's own menu shows on the pages of the stores it runs (locations/store-menu.ts).
 */
import { and, asc, eq } from 'drizzle-orm';
import { Hono, type TypedResponse } from 'hono';
import type { Menu } from '../../contract/menu';
import type { AppEnv } from '../../app-env';
import { idParam } from '../../contract/menu';
import { validate } from '../../lib/validate';
import { createDb, type Db } from '../../db/client';
import { drinks, pictureVariants, series, users } from '../../db/schema';
import { fail } from '../../lib/fail';
import { freshMenu, keepMenu, type CachedMenu } from './menu-cache';
import { drinkRatings, drinkToppingIds, toMenuDrink, withDrinks } from './menu-view';
import { toppingList, toToppings } from '../toppings/topping-view';

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
export const brandMenuAnswer = async (env: Env): Promise<CachedMenu> =>
  freshMenu() ?? (await keepMenu(JSON.stringify({ success: true as const, menu: await loadBrandMenu(createDb(env)) })));

/** The brand menu for a page the Worker renders: the same cached answer the API sends. */
export const brandMenu = async (env: Env): Promise<Menu> => (JSON.parse((await brandMenuAnswer(env)).body) as { menu: Menu }).menu;

export const menuRoutes = new Hono<AppEnv>()
  .get('/admin/series', async (c) => {
    const menu = await brandMenuAnswer(c.env);
    c.header('Cache-Control', 'no-cache');
    c.header('ETag', menu.etag);
    // The body is the cached JSON text; the casts tell the typed client what it holds (a 304 has none).
    if (c.req.header('if-none-match') === menu.etag) return c.body(null, 304) as never;
    c.header('Content-Type', 'application/json; charset=UTF-8');
    return c.body(menu.body) as unknown as TypedResponse<{ success: true; menu: Menu }, 200, 'json'>;
  })
  .get('/series/:id/drinks', validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const db = createDb(c.env);
    const [found, drinkRows] = await db.batch([
      db.select({ id: series.id, name: series.name }).from(series).innerJoin(users, eq(users.id, series.ownerId)).where(and(eq(series.id, id), brandSeries)),
      db
        .select({ d: drinks, p: pictureVariants, toppingIds: drinkToppingIds(), ...drinkRatings() })
        .from(drinks)
        .leftJoin(pictureVariants, eq(pictureVariants.key, drinks.imageKey))
        .where(eq(drinks.seriesId, id))
        .orderBy(asc(drinks.createdAt), asc(drinks.name)),
    ]);
    const s = found[0];
    if (!s) fail(404, 'Series not found.');
    return c.json({ success: true as const, series: { _id: s.id, name: s.name }, drinks: drinkRows.map(toMenuDrink) });
  });
