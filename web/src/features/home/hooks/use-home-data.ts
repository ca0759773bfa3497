import type { CachedDrink, CachedSeries, SocialCounts } from '../../../lib/db';
import { loadSync, useCachedQuery } from '../../../sync/lazy';
import { useRefresh, type RefreshState } from '../../../sync/use-refresh';

const refreshMenu = () => loadSync().then((m) => m.refreshMenu());
const refreshSocial = () => loadSync().then((m) => m.refreshSocial());

export interface MenuShowcase {
  /** undefined until the cache answered. */
  drinks: CachedDrink[] | undefined;
  series: CachedSeries[] | undefined;
  refresh: RefreshState;
}

/** The cached menu for the home page's pictures, refreshed from the server in the background. */
export function useMenuShowcase(): MenuShowcase {
  const refresh = useRefresh(refreshMenu, []);
  const drinks = useCachedQuery((db) => db.drinks.orderBy('position').toArray(), [], []);
  const series = useCachedQuery((db) => db.series.orderBy('position').toArray(), [], []);
  return { drinks, series, refresh };
}

/**
 * The social counts (DESIGN §9: served by our Worker, never a third party
 * from the browser). The page never waits for them: null means not known.
 */
export function useSocialCounts(): { counts: SocialCounts | null | undefined; refresh: RefreshState } {
  const refresh = useRefresh(refreshSocial, []);
  const counts = useCachedQuery(async (db) => ((await db.meta.get('social'))?.value as SocialCounts | undefined) ?? null, [], null);
  return { counts, refresh };
}
