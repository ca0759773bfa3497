/**
 * A worker that puts the whole public site in the cache and reads back the
 * pictures to keep (offline-site.ts), so the page that asked never runs Dexie:
 * IndexedDB is as reachable here as on the page. It answers once, `null` when
 * the cache could not be used, and is then ended by the page (prepare-offline.ts).
 */
import { prepareSite, type PrepareRequest } from './offline-site';

self.onmessage = (event: MessageEvent<PrepareRequest>) => {
  prepareSite(event.data).then(
    (answer) => self.postMessage(answer),
    () => self.postMessage(null),
  );
};
