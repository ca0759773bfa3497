import { useEffect, useEffectEvent, useRef, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * After a client-side navigation, focus moves to the new page's main region
 * so keyboard and screen-reader users start at the content, as they would
 * after a full page load. The first render is left alone, and so is a link
 * to a part of a page (/franchise#login): that part takes focus itself
 * (useFocusOnAnchor).
 */
export function useFocusOnNavigate(target: RefObject<HTMLElement | null>) {
  const { pathname, hash } = useLocation();
  const firstRender = useRef(true);
  // Only a new page moves focus, so `hash` is read but not watched.
  const focusPage = useEffectEvent(() => {
    if (!hash) target.current?.focus({ preventScroll: true });
  });
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    focusPage();
  }, [pathname]);
}
