/**
 * The brand menu as visitors see it: series and drinks from the IndexedDB
 * cache, refreshed from GET /user/menu/admin/series (sync/refresh.ts) while
 * the screen shows. Reads that fail (no IndexedDB) count as an empty cache.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type CachedDrink, type CachedSeries } from '../../../lib/db';
import { refreshMenu } from '../../../sync/refresh';
import { useRefresh } from '../../../sync/use-refresh';

export function useMenuRefresh() {
  return useRefresh(refreshMenu, []);
}

/** Every series in menu order; undefined until the cache answered. */
export function useSeriesList(): CachedSeries[] | undefined {
  return useLiveQuery(() => db.series.orderBy('position').toArray().catch(() => []), []);
}

/** One series (null when the cache does not hold it) and its drinks in menu order. */
export function useSeries(seriesId: string) {
  const series = useLiveQuery(() => db.series.get(seriesId).then((s) => s ?? null, () => null), [seriesId]);
  const drinks = useLiveQuery(() => db.drinks.where('seriesId').equals(seriesId).sortBy('position').catch(() => []), [seriesId]);
  return { series, drinks };
}

/** A drink by id (null when not cached), e.g. for /menu?drink=<id>. */
export function useDrink(drinkId: string | null): CachedDrink | null | undefined {
  return useLiveQuery(async () => (drinkId ? ((await db.drinks.get(drinkId).catch(() => undefined)) ?? null) : null), [drinkId]);
}

/** How many drinks each series has, for the series cards. */
export function useDrinkCounts(): Map<string, number> {
  const drinks = useLiveQuery(() => db.drinks.toArray().catch(() => []), []);
  const counts = new Map<string, number>();
  for (const d of drinks ?? []) counts.set(d.seriesId, (counts.get(d.seriesId) ?? 0) + 1);
  return counts;
}
