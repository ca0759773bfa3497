/** Stores from the cache, refreshed from GET /user/locations while /locations shows. */
import type { CachedLocation } from '../../../lib/db';
import { loadSync, useCachedQuery } from '../../../sync/lazy';
import { useRefresh } from '../../../sync/use-refresh';

const refreshLocations = () => loadSync().then((m) => m.refreshLocations());

export function useLocations() {
  const locations = useCachedQuery<CachedLocation[]>((db) => db.locations.orderBy('position').toArray(), [], []);
  const refresh = useRefresh(refreshLocations, []);
  return { locations, refresh };
}
