/**
 * The brand menu visitors see: series owned by head office (admin users) and
 * their drinks. Franchise menus stay in the dashboard.
 */
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { idParam } from '../../contract/menu';
import { validate } from '../../contract/validate';
import { createDb } from '../../db/client';
import { drinks, series, users } from '../../db/schema';
import { fail } from '../../lib/fail';
import { toDrink, toSeriesList } from './menu-view';

const brandSeries = eq(users.role, 'admin');

export const publicMenuRoutes = new Hono<AppEnv>()
  .get('/admin/series', async (c) => {
    const db = createDb(c.env);
    // Two statements, one round trip, however large the menu.
    const [seriesRows, drinkRows] = await db.batch([
      db.select({ s: series }).from(series).innerJoin(users, eq(users.id, series.ownerId)).where(brandSeries).orderBy(asc(series.createdAt), asc(series.name)),
      db
        .select({ d: drinks })
        .from(drinks)
        .innerJoin(series, eq(series.id, drinks.seriesId))
        .innerJoin(users, eq(users.id, series.ownerId))
        .where(brandSeries)
        .orderBy(asc(drinks.createdAt), asc(drinks.name)),
    ]);
    const list = toSeriesList(seriesRows.map((r) => r.s), drinkRows.map((r) => r.d));
    c.header('Cache-Control', 'no-cache');
    return c.json({ success: true as const, menu: { series: list } });
  })
  .get('/series/:id/drinks', validate('param', idParam), async (c) => {
    const { id } = c.req.valid('param');
    const db = createDb(c.env);
    const [found, drinkRows] = await db.batch([
      db.select({ id: series.id, name: series.name }).from(series).innerJoin(users, eq(users.id, series.ownerId)).where(and(eq(series.id, id), brandSeries)),
      db.select().from(drinks).where(eq(drinks.seriesId, id)).orderBy(asc(drinks.createdAt), asc(drinks.name)),
    ]);
    const s = found[0];
    if (!s) fail(404, 'Series not found.');
    return c.json({ success: true as const, series: { _id: s.id, name: s.name }, drinks: drinkRows.map(toDrink) });
  });
