import { useMemo } from 'react';
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
  const drinks = useCachedDrinks();
  const series = useCachedSeriesList();
  const refresh = useMenuRefresh();
  // The same object while nothing in it changed: the sections below the hero take it as a prop before their code is here.
  return useMemo(() => ({ drinks, series, refresh }), [drinks, series, refresh]);
}
