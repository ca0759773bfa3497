/**
 * For work a first visit does not need (the service worker, the
 * cache of what the page already shows): it waits for the page's load and
 * then for a moment the browser has nothing else to do, so it never stands
 * between the visitor and a page that answers. `timeoutMs` bounds the wait
 * for idleness on a page that is never quiet.
 */
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
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', run);
    cancelIdle();
  };
}
