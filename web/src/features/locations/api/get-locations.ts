/** Stores from the cache, refreshed from GET /user/locations while /locations shows. */
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type CachedLocation } from '../../../lib/db';
import { refreshLocations } from '../../../sync/refresh';
import { useRefresh } from '../../../sync/use-refresh';

export function useLocations() {
  const locations = useLiveQuery<CachedLocation[]>(() => db.locations.orderBy('position').toArray().catch(() => []), []);
  const refresh = useRefresh(refreshLocations, []);
  return { locations, refresh };
}
