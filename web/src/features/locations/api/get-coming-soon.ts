/** Coming-soon stores from the cache, refreshed from GET /admin/comming (public). */
import { useLiveQuery } from 'dexie-react-hooks';
import { db, type CachedComingSoon } from '../../../lib/db';
import { refreshComingSoon } from '../../../sync/refresh';
import { useRefresh } from '../../../sync/use-refresh';

export function useComingSoon() {
  const stores = useLiveQuery<CachedComingSoon[]>(() => db.comingSoon.orderBy('position').toArray().catch(() => []), []);
  const refresh = useRefresh(refreshComingSoon, []);
  return { stores, refresh };
}
