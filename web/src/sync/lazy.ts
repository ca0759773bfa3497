/**
 * Dexie weighs about 32 KB gzip, more than the public site's first download
 * can carry, so the cache and the outbox load in chunks of their own. Screens
 * reach them through `loadSync()` (refreshes), `loadOutbox()` (writes) and `useCachedQuery`
 * (live reads, handed the runtime: its `db` and the reads of each cached
 * resource in sync/resources/); nothing on the first-paint path imports
 * lib/db or a resource module statically.
 */
import { startTransition, useEffect, useRef, useState } from 'react';
import { sameData } from './same-data';
import { usePageSnapshot, type PageSnapshot } from './snapshot';

export type SyncRuntime = typeof import('./runtime');

let loading: Promise<SyncRuntime> | undefined;
const waitingForCache = new Set<() => void>();

/** The cache's chunk, once the cache holds what the server rendered this page with (sync/prime.ts). */
export function loadSync(): Promise<SyncRuntime> {
  if (!loading) {
    loading = import('./runtime').then(async (sync) => (await sync.primeFromPage(), sync));
    // A chunk that could not load (offline, an old build) is asked for again next time.
    loading.catch(() => (loading = undefined));
    const waiting = [...waitingForCache];
    waitingForCache.clear();
    waiting.forEach((start) => start());
  }
  return loading;
}

/**
 * Runs `start` once something on the page needs the cache (at once if
 * something already did). What the page already shows from the server waits
 * for that: on a first visit the cache is filled off the page's thread
 * (prime-in-worker.ts) and its code never has to run here.
 */
export function whenCacheNeeded(start: () => void): () => void {
  if (loading) {
    start();
    return () => {};
  }
  waitingForCache.add(start);
  return () => waitingForCache.delete(start);
}

/** The outbox's own chunk: loaded only on a page that writes something or has something waiting (outbox-in-use.ts). */
export const loadOutbox = () => import('./outbox');

/**
 * A live query on the cache, like dexie-react-hooks' useLiveQuery: undefined
 * until the first answer, then every change to the rows it read. A cache that
 * cannot open (private mode, no IndexedDB) answers `fallback`. `skip` reads
 * nothing (and loads nothing) until it turns false.
 *
 * On a page the server rendered, `fromSnapshot` gives the first value, what
 * the server showed; the query then waits until something else on the page
 * needs the cache, since the page already shows its answer. Answers that change nothing
 * keep the value the screen has, and new ones arrive as a transition: a part
 * of the page still waiting for its code is then taken over when the code is
 * there, never rendered afresh over the server's markup.
 */
export function useCachedQuery<T>(
  query: (sync: SyncRuntime) => Promise<T>,
  deps: readonly unknown[],
  fallback?: T,
  fromSnapshot?: (snapshot: PageSnapshot) => T | undefined,
  skip = false,
): T | undefined {
  const snapshot = usePageSnapshot();
  const [value, setValue] = useState<T | undefined>(() => (snapshot && fromSnapshot ? fromSnapshot(snapshot) : undefined));
  // Only the first subscription may wait: later ones (new deps) read what the screen does not show yet.
  const servedByPage = useRef(value !== undefined);

  useEffect(() => {
    if (skip) return;
    let subscription: { unsubscribe(): void } | undefined;
    let current = true;
    const answer = (next: T | undefined) => {
      if (current) startTransition(() => setValue((shown) => (sameData(shown, next) ? shown : next)));
    };
    const subscribe = () => {
      servedByPage.current = false;
      return loadSync().then(
        (sync) => {
          if (!current) return;
          subscription = sync.liveQuery(() => query(sync)).subscribe({ next: answer, error: () => answer(fallback) });
        },
        () => answer(fallback),
      );
    };
    const cancelWait = servedByPage.current ? whenCacheNeeded(() => void subscribe()) : (void subscribe(), undefined);
    return () => {
      current = false;
      cancelWait?.();
      subscription?.unsubscribe();
    };
    // Like useLiveQuery, the caller lists what the query depends on: the rule cannot see through the spread.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, skip]);

  return value;
}
