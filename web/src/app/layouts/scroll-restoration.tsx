import { useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'scroll-positions';
const positions: Record<string, number> = readPositions();

function readPositions(): Record<string, number> {
  if (typeof sessionStorage === 'undefined') return {};
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
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
      positions[shownKey.current] = window.scrollY;
    };
    const save = () => sessionStorage.setItem(STORAGE_KEY, JSON.stringify(positions));
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', save);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', save);
    };
  }, []);

  const shownPath = useRef(pathname);
  // Reads the entry's path, hash and kind as they are now; only a new entry (`key`) runs it.
  const arrive = useEffectEvent(() => {
    shownKey.current = key;
    const newPage = shownPath.current !== pathname;
    shownPath.current = pathname;
    const saved = positions[key];
    if (navigation === NavigationType.Pop) {
      if (saved !== undefined) window.scrollTo(0, saved);
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
