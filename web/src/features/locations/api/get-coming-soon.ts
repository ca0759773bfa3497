/** Coming-soon stores from the cache, refreshed from GET /admin/comming (public). */
import type { CachedComingSoon } from '../../../lib/db';
import { loadSync, useCachedQuery } from '../../../sync/lazy';
import { useRefresh } from '../../../sync/use-refresh';

const refreshComingSoon = () => loadSync().then((m) => m.refreshComingSoon());

export function useComingSoon() {
  const stores = useCachedQuery<CachedComingSoon[]>((db) => db.comingSoon.orderBy('position').toArray(), [], []);
  const refresh = useRefresh(refreshComingSoon, []);
  return { stores, refresh };
}
