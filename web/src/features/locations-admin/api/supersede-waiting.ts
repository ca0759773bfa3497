import { db, type OutboxKind } from '../../../lib/db';

/**
 * A store's edit still waiting to be sent gives way to a newer edit made from
 * it: the form opened with the waiting values and sends every field again.
 * Both name the versions the store had when the first was made, so sent after
 * the first, the second would meet it as another device's change.
 */
export async function supersedeWaiting(kind: OutboxKind, target: string): Promise<void> {
  // Without IndexedDB nothing waits (and Dexie would wait for a database that never opens).
  if (typeof indexedDB === 'undefined') return;
  await db.outbox
    .where('kind')
    .equals(kind)
    .filter((item) => item.target === target && item.status === 'queued')
    .delete();
}
