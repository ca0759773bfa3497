/**
 * Starts filling the cache from the rendered page's data in a worker, off the
 * page's own thread (prime-worker.ts). Small and free of Dexie, so the first
 * download can carry it; the cache's own chunk asks `workerPriming()` before
 * writing the same rows again (prime.ts).
 */
import type { PageSnapshot } from './snapshot';
import { carriesData } from './page-data';

let priming: Promise<boolean> | undefined;

/** Resolves true once the worker stored the page's data; false when it could not (then the page stores it itself when it needs the cache). */
export function primeInWorker(snapshot: PageSnapshot): Promise<boolean> {
  priming ??= new Promise<boolean>((resolve) => {
    if (!carriesData(snapshot) || typeof Worker !== 'function') return resolve(false);
    try {
      const worker = new Worker(new URL('./prime-worker.ts', import.meta.url), { type: 'module', name: 'cache' });
      const finish = (ok: boolean) => {
        resolve(ok);
        worker.terminate();
      };
      worker.onmessage = (event: MessageEvent<{ ok?: boolean }>) => finish(event.data?.ok === true);
      worker.onerror = () => finish(false);
      worker.postMessage(snapshot);
    } catch {
      resolve(false);
    }
  });
  return priming;
}

/** The worker's priming, when one was started on this page. */
export const workerPriming = (): Promise<boolean> | undefined => priming;
