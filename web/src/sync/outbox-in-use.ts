/**
 * Whether this page needs the outbox: something is waiting in it from an
 * earlier visit, or the visitor has just written something. Until then no
 * outbox code and no IndexedDB load: a first visit with nothing to send runs
 * none of it. Small and free of Dexie, so the first download can carry it.
 */
import { useSyncExternalStore } from 'react';
import { DATABASE_NAME } from '../lib/db-name';

let inUse = false;
const listeners = new Set<() => void>();

/** From now on the outbox runs on this page (idempotent). */
export function markOutboxInUse() {
  if (inUse) return;
  inUse = true;
  listeners.forEach((listener) => listener());
}

/** Calls `start` once the outbox is in use (at once if it already is). */
export function whenOutboxInUse(start: () => void): void {
  if (inUse) return start();
  const listener = () => {
    listeners.delete(listener);
    start();
  };
  listeners.add(listener);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** For what shows the outbox's contents: nothing to read before it is in use. */
export const useOutboxInUse = () =>
  useSyncExternalStore(
    subscribe,
    () => inUse,
    () => false,
  );

/** Whether the outbox holds anything from an earlier visit, asked without Dexie. */
export const outboxHoldsItems = () => cacheHoldsRows('outbox');

/**
 * Asks IndexedDB itself whether one of the cache's tables holds anything,
 * without Dexie (its code costs a first visit a few hundred milliseconds of a
 * phone's main thread) and without creating the database on a first visit.
 * Any failure counts as empty: without IndexedDB the table holds nothing.
 */
export async function cacheHoldsRows(table: 'outbox' | 'favorites'): Promise<boolean> {
  try {
    if (typeof indexedDB.databases === 'function') {
      const databases = await indexedDB.databases();
      if (!databases.some((database) => database.name === DATABASE_NAME)) return false;
    }
    return await new Promise<boolean>((resolve) => {
      const request = indexedDB.open(DATABASE_NAME);
      // It did not exist: leave it uncreated (the abort fails the request, which is fine).
      request.onupgradeneeded = () => {
        request.transaction?.abort();
        resolve(false);
      };
      request.onerror = () => resolve(false);
      request.onblocked = () => resolve(false);
      request.onsuccess = () => {
        const database = request.result;
        if (!database.objectStoreNames.contains(table)) {
          database.close();
          return resolve(false);
        }
        const count = database.transaction(table, 'readonly').objectStore(table).count();
        count.onsuccess = () => resolve(count.result > 0);
        count.onerror = () => resolve(false);
        database.close();
      };
    });
  } catch {
    return false;
  }
}
