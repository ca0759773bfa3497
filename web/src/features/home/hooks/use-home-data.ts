import type { CachedDrink, CachedSeries } from '../../../lib/db';
import { useCachedDrinks, useCachedSeriesList, useMenuRefresh } from '../../../sync/cached-resources';
import type { RefreshState } from '../../../sync/use-refresh';

export interface MenuShowcase {
  /** undefined until the cache answered. */
  drinks: CachedDrink[] | undefined;
  series: CachedSeries[] | undefined;
  refresh: RefreshState;
}

/** The cached menu for the home page's pictures, refreshed from the server in the background. */
export function useMenuShowcase(): MenuShowcase {
  return { drinks: useCachedDrinks(), series: useCachedSeriesList(), refresh: useMenuRefresh() };
}
