import { useCachedQuery } from '../../sync/lazy';

export type OutboxItemState = { state: 'queued' } | { state: 'sent' } | { state: 'refused'; message: string; fields: Readonly<Record<string, string>> };

/**
 * What became of one queued write, live: waiting, delivered (its row is gone
 * from the outbox) or refused by the server with its reasons. Null while
 * nothing is followed.
 */
export function useOutboxItem(clientId: string | null): OutboxItemState | null {
  const row = useCachedQuery(({ db }) => (clientId ? db.outbox.get(clientId).then((item) => item ?? null) : Promise.resolve(null)), [clientId], undefined, undefined, !clientId);
  if (!clientId) return null;
  // undefined: the first answer is not in yet.
  if (row === undefined) return { state: 'queued' };
  if (row === null) return { state: 'sent' };
  if (row.status === 'failed') return { state: 'refused', message: row.error ?? '', fields: row.fields ?? {} };
  return { state: 'queued' };
}
