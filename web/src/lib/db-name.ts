/** The IndexedDB database of the cache and the outbox (lib/db.ts), named apart so code without Dexie can look for it. */
export const DATABASE_NAME = 'bubble-tea';
