/**
 * A worker that fills the cache from the data a rendered page carried, so a
 * first visit's page never runs Dexie itself: IndexedDB is as reachable here
 * as on the page, and the page stays free to answer the visitor. It answers
 * `{ok}` once and is then ended by the page (prime-in-worker.ts).
 */
import type { PageSnapshot } from './snapshot';
import { storePageData } from './store-page-data';

self.onmessage = (event: MessageEvent<PageSnapshot>) => {
  storePageData(event.data).then(
    () => self.postMessage({ ok: true }),
    () => self.postMessage({ ok: false }),
  );
};
