/**
 * A drink's approved reviews, newest first: the cached copy at once, then
 * GET /review/drink/:id/approved (sync/refresh.ts) whenever a drink opens.
 */
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../../../lib/db';
import { refreshApprovedReviews } from '../../../sync/refresh';
import { useRefresh } from '../../../sync/use-refresh';

export function useApprovedReviews(drinkId: string) {
  const reviews = useLiveQuery(
    () =>
      db.reviews
        .where('drink')
        .equals(drinkId)
        .toArray()
        .then((rows) => rows.filter((r) => r.status.toLowerCase() === 'approved').sort((a, b) => b.createdAt.localeCompare(a.createdAt)))
        .catch(() => []),
    [drinkId],
  );
  const refresh = useRefresh(() => refreshApprovedReviews(drinkId), [drinkId]);
  return { reviews, refresh };
}
