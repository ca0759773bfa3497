import { useEffect, useMemo, useRef, useState } from 'react';
import { loadSync, useCachedQuery } from '../../../sync/lazy';
import type { SearchableDrink, SearchableStore } from '../search';

export type SearchDataStatus = 'idle' | 'loading' | 'ready' | 'error';

interface SearchData {
  drinks: SearchableDrink[];
  stores: SearchableStore[];
  seriesNames: Map<string, string>;
  toppingNames: Map<string, string>;
  status: SearchDataStatus;
}

const none: SearchData = { drinks: [], stores: [], seriesNames: new Map(), toppingNames: new Map(), status: 'idle' };

/**
 * The drinks, stores and series names the header search looks through, from
 * the cache. Nothing loads until the box is first used (`active`); then an
 * empty cache (a first visit that never opened the menu) is filled from the
 * network in the background.
 */
export function useSearchData(active: boolean): SearchData {
  const rows = useCachedQuery(
    async (sync) => {
      if (!active) return null;
      const [drinks, stores, series, toppings] = await Promise.all([sync.readMenuDrinks(), sync.readLocations(), sync.readMenuSeries(), sync.readToppings()]);
      return { drinks, stores, series, toppings };
    },
    [active],
    null,
    undefined,
    // The cache's code loads with the first use of the box, not with every page.
    !active,
  );
  const [refreshing, setRefreshing] = useState<'no' | 'yes' | 'failed'>('no');
  const tried = useRef(false);

  useEffect(() => {
    if (!rows || tried.current) return;
    tried.current = true;
    const needed: Promise<void>[] = [];
    void loadSync().then(({ refreshMenu, refreshLocations }) => {
      if (!rows.drinks.length) needed.push(refreshMenu());
      if (!rows.stores.length) needed.push(refreshLocations());
      if (!needed.length) return;
      setRefreshing('yes');
      void Promise.allSettled(needed).then((results) => setRefreshing(results.some((r) => r.status === 'rejected') ? 'failed' : 'no'));
    });
  }, [rows]);

  return useMemo(() => {
    if (!rows) return { ...none, status: active ? 'loading' : 'idle' };
    const empty = !rows.drinks.length && !rows.stores.length;
    const status: SearchDataStatus = refreshing === 'yes' && empty ? 'loading' : refreshing === 'failed' && empty ? 'error' : 'ready';
    return {
      drinks: rows.drinks,
      stores: rows.stores,
      seriesNames: new Map(rows.series.map((s) => [s._id, s.name])),
      toppingNames: new Map(rows.toppings.map((t) => [t._id, t.name])),
      status,
    };
  }, [rows, refreshing, active]);
}
