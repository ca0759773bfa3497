import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxItem, type OutboxKind } from '../lib/db';

/** Writes still waiting to reach the server (queued or refused), oldest first. */
export function useOutbox(kind?: OutboxKind): OutboxItem[] {
  return (
    useLiveQuery(
      () => (kind ? db.outbox.where('kind').equals(kind).sortBy('createdAt') : db.outbox.orderBy('createdAt').toArray()),
      [kind],
    ) ?? []
  );
}
