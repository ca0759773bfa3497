/**
 * Dexie weighs about 32 KB gzip, more than the public site's first download
 * can carry, so the cache and the outbox load in their own chunk. Screens
 * reach them through `loadSync()` (writes, refreshes) and `useCachedQuery`
 * (live reads, handed the runtime: its `db` and the reads of each cached
 * resource in sync/resources/); nothing on the first-paint path imports
 * lib/db or a resource module statically.
 */
import { useEffect, useState } from 'react';
import { usePageSnapshot, type PageSnapshot } from './snapshot';

export type SyncRuntime = typeof import('./runtime');

/** The sync chunk, once the cache holds what the server rendered this page with (sync/prime.ts). */
export const loadSync = () => import('./runtime').then(async (sync) => (await sync.primeFromPage(), sync));

/**
 * A live query on the cache, like dexie-react-hooks' useLiveQuery: undefined
 * until the first answer, then every change to the rows it read. A cache that
 * cannot open (private mode, no IndexedDB) answers `fallback`. On a page the
 * server rendered, `fromSnapshot` gives the first value: what the server showed.
 */
export function useCachedQuery<T>(
  query: (sync: SyncRuntime) => Promise<T>,
  deps: readonly unknown[],
  fallback?: T,
  fromSnapshot?: (snapshot: PageSnapshot) => T | undefined,
): T | undefined {
  const snapshot = usePageSnapshot();
  const [value, setValue] = useState<T | undefined>(() => (snapshot && fromSnapshot ? fromSnapshot(snapshot) : undefined));

  useEffect(() => {
    let subscription: { unsubscribe(): void } | undefined;
    let current = true;
    loadSync().then(
      (sync) => {
        if (!current) return;
        subscription = sync.liveQuery(() => query(sync)).subscribe({
          next: (rows) => setValue(rows),
          error: () => setValue(fallback),
        });
      },
      () => current && setValue(fallback),
    );
    return () => {
      current = false;
      subscription?.unsubscribe();
    };
    // The caller lists what the query depends on.
  }, deps);

  return value;
}
