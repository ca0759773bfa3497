import { useLiveQuery } from 'dexie-react-hooks';
import { db, type OutboxItem, type OutboxKind } from '../lib/db';

const ofKind =
  <K extends OutboxKind>(kind: K) =>
  (item: OutboxItem): item is OutboxItem<K> =>
    item.kind === kind;

/** Writes still waiting to reach the server (queued or refused), oldest first; of one kind, typed as that kind. */
export function useOutbox<K extends OutboxKind>(kind: K): OutboxItem<K>[];
export function useOutbox(): OutboxItem[];
export function useOutbox(kind?: OutboxKind): OutboxItem[] {
  return (
    useLiveQuery(async () => {
      if (!kind) return db.outbox.orderBy('createdAt').toArray();
      return (await db.outbox.where('kind').equals(kind).sortBy('createdAt')).filter(ofKind(kind));
    }, [kind]) ?? []
  );
}
