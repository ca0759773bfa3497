/**
 * Fills the cache from the data the server rendered this page with, before
 * any live query answers (loadSync waits for it): the first answer then shows
 * what the server's HTML showed, and the page opens offline next time even if
 * its own refresh never finished. Once per page load; when a worker already
 * stored it (prime-in-worker.ts) nothing is written twice. A cache that
 * cannot open is no reason to fail.
 */
import { workerPriming } from './prime-in-worker';
import { readPageSnapshot } from './snapshot';
import { storePageData } from './store-page-data';

let primed: Promise<void> | undefined;

export function primeFromPage(): Promise<void> {
  primed ??= (async () => {
    const snapshot = readPageSnapshot();
    if (!snapshot) return;
    if (await workerPriming()) return;
    await storePageData(snapshot).catch(() => undefined);
  })();
  return primed;
}
