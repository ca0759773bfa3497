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
import { createDb } from '../../db/client';
import { drinks, pictureVariants, series, users } from '../../db/schema';
import { fail } from '../../lib/fail';
import { brandMenuAnswer, brandSeries } from '../../queries/menu';
import { drinkRatings, drinkToppingIds, toMenuDrink } from '../../queries/menu-view';

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
      db
        .select({ id: series.id, name: series.name })
        .from(series)
        .innerJoin(users, eq(users.id, series.ownerId))
        .where(and(eq(series.id, id), brandSeries)),
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
