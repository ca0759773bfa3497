/**
 * The brand menu as visitors see it: series and drinks cached in IndexedDB,
 * refreshed from GET /user/menu/admin/series. Lives in the lazy sync chunk;
 * screens read it through the hooks in sync/cached-resources.ts.
 */
import { api, readOk } from '../../lib/api-client';
import type { Menu } from '../../lib/contract';
import { db } from '../../lib/db';
import { menuRows } from '../rows';
import { stampRefreshed } from './cache';

export async function storeMenu(menu: Pick<Menu, 'series'> & Partial<Pick<Menu, 'toppings'>>): Promise<void> {
  const { series, drinks, toppings } = menuRows(menu);
  await db.transaction('rw', [db.series, db.drinks, db.toppings, db.meta], async () => {
    await Promise.all([db.series.clear(), db.drinks.clear(), menu.toppings && db.toppings.clear()]);
    await Promise.all([db.series.bulkPut(series), db.drinks.bulkPut(drinks), menu.toppings && db.toppings.bulkPut(toppings), stampRefreshed('menu')]);
  });
}

export async function refreshMenu(): Promise<void> {
  const { menu } = await readOk(await api.user.menu.admin.series.$get());
  await storeMenu(menu);
}

export const readMenuSeries = () => db.series.orderBy('position').toArray();
export const readMenuDrinks = () => db.drinks.orderBy('position').toArray();
export const readToppings = () => db.toppings.orderBy('position').toArray();
/** null when the cache does not hold it. */
export const readSeries = (seriesId: string) => db.series.get(seriesId).then((s) => s ?? null);
export const readSeriesDrinks = (seriesId: string) => db.drinks.where('seriesId').equals(seriesId).sortBy('position');
export const readDrink = async (drinkId: string | null) => (drinkId ? ((await db.drinks.get(drinkId)) ?? null) : null);
