import { db, type OutboxKind } from '../lib/db';

/**
 * A staff edit still waiting to be sent gives way to a newer edit of the same
 * row from this device: the form opened with the waiting values (the list
 * shows a row as it will be) and sends every field again. Both name the
 * version the row had when the first was made, so sent after the first, the
 * second would meet it as another device's change. An edit held by a conflict
 * stays: it waits for the person's choice.
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
