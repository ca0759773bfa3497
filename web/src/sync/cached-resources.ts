/**
 * The hooks screens read cached public data through: each one a live query
 * of a resource module in sync/resources/ (which holds the query and its
 * refresh, in the lazy sync chunk) plus the refresh that runs while the
 * screen shows. Reads that fail (no IndexedDB) count as an empty cache;
 * undefined means the cache has not answered yet.
 */
import type { CachedComingSoon, CachedDrink, CachedLocation, CachedSeries, SocialCounts } from '../lib/db';
import { loadSync, useCachedQuery } from './lazy';
import { useRefresh, type RefreshState } from './use-refresh';

const refreshMenu = () => loadSync().then((sync) => sync.refreshMenu());
const refreshLocations = () => loadSync().then((sync) => sync.refreshLocations());
const refreshComingSoon = () => loadSync().then((sync) => sync.refreshComingSoon());
const refreshSocial = () => loadSync().then((sync) => sync.refreshSocial());

export const useMenuRefresh = () => useRefresh(refreshMenu, []);

export function useCachedSeriesList(): CachedSeries[] | undefined {
  return useCachedQuery((sync) => sync.readMenuSeries(), [], []);
}

export function useCachedDrinks(): CachedDrink[] | undefined {
  return useCachedQuery((sync) => sync.readMenuDrinks(), [], []);
}

/** One series (null when the cache does not hold it) and its drinks in menu order. */
export function useCachedSeries(seriesId: string) {
  const series = useCachedQuery((sync) => sync.readSeries(seriesId), [seriesId], null);
  const drinks = useCachedQuery((sync) => sync.readSeriesDrinks(seriesId), [seriesId], []);
  return { series, drinks };
}

/** A drink by id (null when not cached), e.g. for /menu?drink=<id>. */
export function useCachedDrink(drinkId: string | null): CachedDrink | null | undefined {
  return useCachedQuery((sync) => sync.readDrink(drinkId), [drinkId], null);
}

export function useCachedLocations() {
  const locations = useCachedQuery<CachedLocation[]>((sync) => sync.readLocations(), [], []);
  const refresh = useRefresh(refreshLocations, []);
  return { locations, refresh };
}

export function useCachedComingSoon() {
  const stores = useCachedQuery<CachedComingSoon[]>((sync) => sync.readComingSoon(), [], []);
  const refresh = useRefresh(refreshComingSoon, []);
  return { stores, refresh };
}

/** A drink's approved reviews, newest first, refreshed whenever a drink opens. */
export function useCachedApprovedReviews(drinkId: string) {
  const reviews = useCachedQuery((sync) => sync.readApprovedReviews(drinkId), [drinkId], []);
  const refresh = useRefresh(() => loadSync().then((sync) => sync.refreshApprovedReviews(drinkId)), [drinkId]);
  return { reviews, refresh };
}

/** The page never waits for these: null means not known. */
export function useSocialCounts(): { counts: SocialCounts | null | undefined; refresh: RefreshState } {
  const refresh = useRefresh(refreshSocial, []);
  const counts = useCachedQuery((sync) => sync.readSocialCounts(), [], null);
  return { counts, refresh };
}
