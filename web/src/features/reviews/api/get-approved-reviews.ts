/**
 * A drink's approved reviews, newest first: the cached copy at once, then
 * GET /review/drink/:id/approved (sync/refresh.ts) whenever a drink opens.
 */
import { loadSync, useCachedQuery } from '../../../sync/lazy';
import { useRefresh } from '../../../sync/use-refresh';

export function useApprovedReviews(drinkId: string) {
  const reviews = useCachedQuery(
    (db) =>
      db.reviews
        .where('drink')
        .equals(drinkId)
        .toArray()
        .then((rows) => rows.filter((r) => r.status.toLowerCase() === 'approved').sort((a, b) => b.createdAt.localeCompare(a.createdAt))),
    [drinkId],
    [],
  );
  const refresh = useRefresh(() => loadSync().then((m) => m.refreshApprovedReviews(drinkId)), [drinkId]);
  return { reviews, refresh };
}
