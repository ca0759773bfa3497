/**
 * The brand menu as visitors see it: series and drinks from the IndexedDB
 * cache, refreshed from GET /user/menu/admin/series (sync/refresh.ts) while
 * the screen shows. Reads that fail (no IndexedDB) count as an empty cache.
 */
import type { CachedDrink, CachedSeries } from '../../../lib/db';
import { loadSync, useCachedQuery } from '../../../sync/lazy';
import { useRefresh } from '../../../sync/use-refresh';

const refreshMenu = () => loadSync().then((m) => m.refreshMenu());

export function useMenuRefresh() {
  return useRefresh(refreshMenu, []);
}

/** Every series in menu order; undefined until the cache answered. */
export function useSeriesList(): CachedSeries[] | undefined {
  return useCachedQuery((db) => db.series.orderBy('position').toArray(), [], []);
}

/** One series (null when the cache does not hold it) and its drinks in menu order. */
export function useSeries(seriesId: string) {
  const series = useCachedQuery((db) => db.series.get(seriesId).then((s) => s ?? null), [seriesId], null);
  const drinks = useCachedQuery((db) => db.drinks.where('seriesId').equals(seriesId).sortBy('position'), [seriesId], []);
  return { series, drinks };
}

/** A drink by id (null when not cached), e.g. for /menu?drink=<id>. */
export function useDrink(drinkId: string | null): CachedDrink | null | undefined {
  return useCachedQuery(async (db) => (drinkId ? ((await db.drinks.get(drinkId)) ?? null) : null), [drinkId], null);
}

/** How many drinks each series has, for the series cards. */
export function useDrinkCounts(): Map<string, number> {
  const drinks = useCachedQuery((db) => db.drinks.toArray(), [], []);
  const counts = new Map<string, number>();
  for (const d of drinks ?? []) counts.set(d.seriesId, (counts.get(d.seriesId) ?? 0) + 1);
  return counts;
}
