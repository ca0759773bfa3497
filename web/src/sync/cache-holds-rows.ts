import { DATABASE_NAME } from '../lib/db-name';

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
