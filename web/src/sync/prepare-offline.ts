/**
 * A first visit prepares the whole public site for offline, once the service
 * worker answers the page (it claims the page it was installed from) and the
 * page is idle: a worker puts every public resource in the cache
 * (offline-site.ts), then the page keeps the menu's and the stores' pictures
 * (keep-menu-pictures.ts). The server is asked again at most once a day; on
 * other visits the worker only reads what the pictures are. When the site is
 * on the device, `data-offline-ready` is set on the document, for what tells
 * the visitor so (and the tests). Loaded lazily: nothing here is in the first
 * download, and nothing of it runs on a page the service worker does not answer.
 */
import { readMyStore } from '../lib/my-store';
import { keepSitePictures } from './keep-menu-pictures';
import type { PrepareAnswer, PrepareRequest } from './offline-site';
import { onVisitorInput, stepAside, VISITOR_INPUT } from './steps-aside';

const PREPARED_KEY = 'site-prepared-at';
const PREPARE_EVERY_MS = 24 * 60 * 60 * 1000;
/**
 * A first page's first seconds are when the visitor looks and taps: the
 * preparation starts once they have let the page be this long. Begun at
 * once, and only stepping aside between its requests, it still ran under
 * the first tap: opening a drink answered in 88 ms instead of 40 (bench, INP).
 */
const START_QUIET_MS = 3000;
export const OFFLINE_READY_ATTRIBUTE = 'data-offline-ready';

function inWorker(request: PrepareRequest): Promise<PrepareAnswer | null> {
  return new Promise((resolve) => {
    if (typeof Worker !== 'function') return resolve(null);
    try {
      const worker = new Worker(new URL('./prepare-offline-worker.ts', import.meta.url), { type: 'module', name: 'offline' });
      const stopTelling = onVisitorInput(() => worker.postMessage({ type: VISITOR_INPUT }));
      const finish = (answer: PrepareAnswer | null) => {
        stopTelling();
        resolve(answer);
        worker.terminate();
      };
      worker.onmessage = (event: MessageEvent<PrepareAnswer | null>) => finish(event.data ?? null);
      worker.onerror = () => finish(null);
      worker.postMessage(request);
    } catch {
      resolve(null);
    }
  });
}

function preparedRecently(now: number): boolean {
  const at = Number(localStorage.getItem(PREPARED_KEY));
  return at > 0 && now - at < PREPARE_EVERY_MS;
}

/** Never fails the page: what could not be prepared is prepared on the next visit. */
export async function prepareForOffline(): Promise<void> {
  if (!navigator.onLine || !navigator.serviceWorker?.controller) return;
  // Each step waits while the visitor taps or types (steps-aside.ts): the worker's start and its requests, and here the pictures.
  const visitor = stepAside();
  const starting = stepAside({ quietMs: START_QUIET_MS });
  const stopListening = onVisitorInput(() => {
    visitor.input();
    starting.input();
  });
  try {
    // Counted from now: the page has only just been handed to the service worker, and the visitor is looking at it.
    starting.input();
    await starting.whenQuiet();
    const now = Date.now();
    const refresh = !preparedRecently(now);
    const answer = await inWorker({ refresh, myStoreId: readMyStore()?.id });
    if (!answer) return;
    if (refresh && answer.stored) localStorage.setItem(PREPARED_KEY, String(now));
    const pictures = await keepSitePictures(answer.pictures, visitor.whenQuiet);
    if (answer.stored && pictures) document.documentElement.setAttribute(OFFLINE_READY_ATTRIBUTE, '');
  } catch {
    // A storage that cannot be read prepares nothing: each page still fills the cache as it is seen.
  } finally {
    stopListening();
  }
}
