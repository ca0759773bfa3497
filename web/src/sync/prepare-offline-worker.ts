/**
 * A worker that puts the whole public site in the cache and reads back the
 * pictures to keep (offline-site.ts), so the page that asked never runs Dexie:
 * IndexedDB is as reachable here as on the page. It answers once, `null` when
 * the cache could not be used, and is then ended by the page (prepare-offline.ts).
 * While the visitor taps, it waits between requests (steps-aside.ts).
 */
import { prepareSite, type PrepareRequest } from './offline-site';
import { stepAside, type VisitorInput } from './steps-aside';

const visitor = stepAside();

self.onmessage = (event: MessageEvent<PrepareRequest | VisitorInput>) => {
  // The page tells of each tap and key press: the next request waits for a quiet moment.
  if ('type' in event.data) return visitor.input();
  prepareSite(event.data, visitor.whenQuiet).then(
    (answer) => self.postMessage(answer),
    () => self.postMessage(null),
  );
};
