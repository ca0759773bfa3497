import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';
/** Where the visitor left each entry shown since this page loaded, by entry key. */
const left: Record<string, number> = {};
/**
 * What the earlier pages of this tab saved, read once and only when a return
 * needs it: a page's first sessionStorage read waits on the browser process,
 * and on a first visit it was the longest piece of the app's start-up.
 */
let saved: Record<string, number> | undefined;

function savedPositions(): Record<string, number> {
  if (saved) return saved;
  try {
    saved = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    saved = {};
  }
  return saved;
}

/** A reload or a back/forward into this page: the browser brings the visitor back to a place they left. */
const loadedAsReturn = () => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type !== 'navigate';

const lowestTop = () => document.documentElement.scrollHeight - window.innerHeight;
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
const WAIT_FOR_PARTS_MS = 15_000;

/** Ends the return still under way; every entry that arrives calls it before anything else. */
let endReturn = () => {};

/**
 * Scrolls the window back to `top`. Bands below the first screen are only
 * estimated until they come near the window (`.rendered-when-near`): laid
 * out whole first, the page is as long as when the visitor left it. A page
 * the app renders itself (a later visit, from the service worker's shell)
 * can still be waiting for its lazily loaded parts, too short to get there:
 * then again once it has grown enough. A part above the place can also
 * still be filling in after the window got there, and the browser's scroll
 * anchoring then moves the window down by what it grew (a reload far down
 * the home page landed 187 px low): so every time the page's size changes,
 * the window goes back to `top`, until the visitor scrolls.
 * The wait is bounded by the visitor, not by a short clock: on a slow or busy
 * phone those parts can take several seconds, and a fixed 3 s left the
 * visitor at the top of a page they had left far down. It still ends after
 * WAIT_FOR_PARTS_MS, for a page that never grows that long again.
 */
function scrollBackTo(top: number) {
  if (top > 0) document.documentElement.dataset.layoutWhole = '';
  const goBack = () => {
    if (lowestTop() >= top && Math.abs(window.scrollY - top) >= 1) window.scrollTo(0, top);
  };
  window.scrollTo(0, top);
  const grown = new ResizeObserver(goBack);
  const timer = setTimeout(() => stop(), WAIT_FOR_PARTS_MS);
  function stop() {
    grown.disconnect();
    clearTimeout(timer);
    for (const type of VISITOR_SCROLLS) window.removeEventListener(type, stop);
  }
  endReturn = stop;
  grown.observe(document.body);
  for (const type of VISITOR_SCROLLS) window.addEventListener(type, stop, { passive: true });
}

/**
 * Where the window scrolls on a navigation, as after full page loads: back
 * and forward return to where the visitor was on that entry (also after a
 * reload), a link to a part of a page goes to that part, and a new page
 * starts at the top. Changing only the query (a filter, a drink's dialog)
 * leaves the page where it was.
 */
export function ScrollRestoration() {
  const { key, pathname, hash } = useLocation();
  const navigation = useNavigationType();
  // The entry on screen: a scroll belongs to it.
  const shownKey = useRef(key);

  useEffect(() => {
    history.scrollRestoration = 'manual';
    const remember = () => {
      left[shownKey.current] = window.scrollY;
    };
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...savedPositions(), ...left }));
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  const shownPath = useRef(pathname);
  const firstArrival = useRef(true);
  // Reads the entry's path, hash and kind as they are now; only a new entry (`key`) runs it.
  const arrive = useEffectEvent(() => {
    endReturn();
    shownKey.current = key;
    const newPage = shownPath.current !== pathname;
    shownPath.current = pathname;
    // The page's own first entry is a return only when the browser loaded it as one (not a link or a typed address).
    const isReturn = navigation === NavigationType.Pop && (!firstArrival.current || loadedAsReturn());
    firstArrival.current = false;
    if (isReturn) {
      const position = left[key] ?? savedPositions()[key];
      if (position !== undefined) scrollBackTo(position);
    } else if (hash) {
      document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
    } else if (newPage) {
      window.scrollTo(0, 0);
    }
    // Every entry, though only a new page or a return moves the window.
  });
  useLayoutEffect(() => arrive(), [key]);

  return null;
}
