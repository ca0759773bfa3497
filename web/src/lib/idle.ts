/**
 * For work a first visit does not need (the service worker, the toaster, the
 * cache of what the page already shows): it waits until React has taken the
 * page over, then for its load and a moment the browser has nothing else to
 * do, so it never stands between the visitor and a page that answers.
 * Before the page is alive the main thread has idle moments too (while the
 * page's code downloads), but a worker or the service worker's downloads
 * started then take a core from the hydration that follows, and a phone's
 * few cores make its tasks longer. `timeoutMs` bounds the wait for idleness
 * on a page that is never quiet.
 */
import { pageFlag, type PageFlag } from './page-flag';

let pageAlive: PageFlag | undefined;

/**
 * The page is being taken over: idle work waits for the returned call, made
 * once React has committed it; `boundMs` later it goes ahead regardless, so a
 * page that never comes alive still gets its service worker.
 */
export function holdIdleWorkUntilAlive(boundMs = 10_000): () => void {
  const alive = pageFlag();
  pageAlive = alive;
  const bound = setTimeout(alive.raise, boundMs);
  return () => {
    clearTimeout(bound);
    alive.raise();
  };
}

export function whenIdle(task: () => void, timeoutMs = 5000): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const run = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(() => !cancelled && task(), { timeout: timeoutMs });
      cancelIdle = () => cancelIdleCallback(handle);
    } else {
      const handle = setTimeout(() => !cancelled && task(), 200);
      cancelIdle = () => clearTimeout(handle);
    }
  };
  const afterLoad = () => {
    if (cancelled) return;
    if (document.readyState === 'complete') run();
    else window.addEventListener('load', run, { once: true });
  };
  if (pageAlive) pageAlive.whenRaised(afterLoad);
  else afterLoad();
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    cancelIdle();
  };
}
