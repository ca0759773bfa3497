/**
 * When the app has taken the whole page over: React has committed it, and
 * every lazily loaded part on it (lib/lazy-parts.tsx) has its code and has
 * mounted. What a first visit does not need (the service worker's install, the
 * cache's worker) waits for this and then for idleness, not for the load
 * event: a page the server rendered loads at once, and its take-over runs
 * after it, in slices and as each part's code arrives. The pauses between
 * them look idle to the browser, and work started in them took the cores the
 * take-over was running on.
 */
import { whenIdle } from './idle';
import { pageFlag } from './page-flag';

/** How long after the page's commit the wait ends anyway: a part whose code never arrives (the network went) must not keep the service worker away. */
export const TAKE_OVER_WAIT_MS = 5000;

const takenOver = pageFlag();
let committed = false;
let partsWaiting = 0;

const settle = () => {
  if (committed && partsWaiting === 0) takenOver.raise();
};

/** React has committed the page (the app's root, once). */
export function pageCommitted() {
  if (committed) return;
  committed = true;
  setTimeout(takenOver.raise, TAKE_OVER_WAIT_MS);
  settle();
}

/**
 * One lazily loaded part's take-over: its place on the page committed
 * (`placed`, which answers its undoing for when the place goes first), and its
 * code arrived and it mounted (`mounted`). The two come in either order: a
 * part whose code was already there mounts in the same commit as its place,
 * and React runs the inner effect first.
 */
export function partTakeOver() {
  let waiting = false;
  let mounted = false;
  const stopWaiting = () => {
    if (!waiting) return;
    waiting = false;
    partsWaiting--;
    settle();
  };
  return {
    placed: () => {
      if (!mounted && !waiting) {
        waiting = true;
        partsWaiting++;
      }
      return stopWaiting;
    },
    mounted: () => {
      mounted = true;
      stopWaiting();
    },
  };
}

/** Runs `task` once the page is wholly taken over and then the browser is idle. */
export const whenTakenOverAndIdle = (task: () => void) => takenOver.whenRaised(() => whenIdle(task));
