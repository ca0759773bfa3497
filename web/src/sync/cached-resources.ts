/**
 * The hooks screens read cached public data through: each one a live query
 * of a resource module in sync/resources/ (which holds the query and its
 * refresh, in the lazy sync chunk) plus the refresh that runs while the
 * screen shows. Reads that fail (no IndexedDB) count as an empty cache;
 * undefined means the cache has not answered yet.
 */
import type { BrandProfile } from '../lib/contract';
import type { CachedComingSoon, CachedDrink, CachedLocation, CachedSeries, CachedTopping, FavoriteDrink, SocialCounts } from '../lib/db';
import { loadSync, useCachedQuery } from './lazy';
import { comingSoonRows, locationRows, menuRows, socialCounts } from './rows';
import type { PageSnapshot } from './snapshot';
import { useRefresh, type RefreshState } from './use-refresh';

// What the server rendered the page with, as the cache would hold it.
const menuOf = (s: PageSnapshot) => (s.menu ? menuRows(s.menu) : undefined);
const seriesOf = (id: string) => (s: PageSnapshot) => (s.menu ? (menuOf(s)!.series.find((row) => row._id === id) ?? null) : undefined);
const drinkOf = (id: string | null) => (s: PageSnapshot) => (s.menu ? (menuOf(s)!.drinks.find((row) => row._id === id) ?? null) : undefined);

const refreshMenu = () => loadSync().then((sync) => sync.refreshMenu());
const refreshLocations = () => loadSync().then((sync) => sync.refreshLocations());
const refreshComingSoon = () => loadSync().then((sync) => sync.refreshComingSoon());
const refreshSocial = () => loadSync().then((sync) => sync.refreshSocial());
const refreshBrandProfile = () => loadSync().then((sync) => sync.refreshBrandProfile());

export const useMenuRefresh = () => useRefresh(refreshMenu, [], 'menu');

export function useCachedSeriesList(): CachedSeries[] | undefined {
  return useCachedQuery(
    (sync) => sync.readMenuSeries(),
    [],
    [],
    (s) => menuOf(s)?.series,
  );
}

export function useCachedDrinks(): CachedDrink[] | undefined {
  return useCachedQuery(
    (sync) => sync.readMenuDrinks(),
    [],
    [],
    (s) => menuOf(s)?.drinks,
  );
}

/** One series (null when the cache does not hold it) and its drinks in menu order. */
export function useCachedSeries(seriesId: string) {
  const series = useCachedQuery((sync) => sync.readSeries(seriesId), [seriesId], null, seriesOf(seriesId));
  const drinks = useCachedQuery(
    (sync) => sync.readSeriesDrinks(seriesId),
    [seriesId],
    [],
    (s) => menuOf(s)?.drinks.filter((d) => d.seriesId === seriesId),
  );
  return { series, drinks };
}

/** Head office's toppings, as the menu carried them. */
export function useCachedToppings(): CachedTopping[] | undefined {
  return useCachedQuery(
    (sync) => sync.readToppings(),
    [],
    [],
    (s) => menuOf(s)?.toppings,
  );
}

/** The builds saved on this device, newest first ('My drinks'); never on the server, so never in a page's snapshot. */
export function useFavorites(): FavoriteDrink[] | undefined {
  return useCachedQuery((sync) => sync.readFavorites(), [], []);
}

/** Saving, renaming and removing 'My drinks' (on this device only). */
export const favoriteWrites = () => loadSync();

/** A drink by id (null when not cached), e.g. for /menu?drink=<id>. */
export function useCachedDrink(drinkId: string | null): CachedDrink | null | undefined {
  return useCachedQuery((sync) => sync.readDrink(drinkId), [drinkId], null, drinkOf(drinkId));
}

export function useCachedLocations() {
  const locations = useCachedQuery<CachedLocation[]>(
    (sync) => sync.readLocations(),
    [],
    [],
    (s) => s.locations && locationRows(s.locations),
  );
  const refresh = useRefresh(refreshLocations, [], 'locations');
  return { locations, refresh };
}

export function useCachedComingSoon() {
  const stores = useCachedQuery<CachedComingSoon[]>(
    (sync) => sync.readComingSoon(),
    [],
    [],
    (s) => s.comingSoon && comingSoonRows(s.comingSoon),
  );
  const refresh = useRefresh(refreshComingSoon, [], 'comingSoon');
  return { stores, refresh };
}

/** A drink's approved reviews, newest first, refreshed whenever a drink opens. */
export function useCachedApprovedReviews(drinkId: string) {
  const reviews = useCachedQuery((sync) => sync.readApprovedReviews(drinkId), [drinkId], []);
  const refresh = useRefresh(() => loadSync().then((sync) => sync.refreshApprovedReviewsOrCached(drinkId)), [drinkId]);
  return { reviews, refresh };
}

/** The page never waits for these: null means not known. */
export function useSocialCounts(): { counts: SocialCounts | null | undefined; refresh: RefreshState } {
  const refresh = useRefresh(refreshSocial, [], 'social');
  const counts = useCachedQuery(
    (sync) => sync.readSocialCounts(),
    [],
    null,
    (s) => s.social && socialCounts(s.social),
  );
  return { counts, refresh };
}

/** The brand profile page's words and download; null while nothing is cached (first visit offline). */
export function useCachedBrandProfile(): { profile: BrandProfile | null | undefined; refresh: RefreshState & { retry: () => void } } {
  const refresh = useRefresh(refreshBrandProfile, [], 'brandProfile');
  const profile = useCachedQuery(
    (sync) => sync.readBrandProfile(),
    [],
    null,
    (s) => s.brandProfile,
  );
  return { profile, refresh };
}
