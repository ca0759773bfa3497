import { useEffect, type RefObject } from 'react';
import { useLocation } from 'react-router';

/**
 * A link to `#anchor` (/franchise#login) lands on that part of the page: it
 * scrolls to the top of the screen, below the sticky header (scroll-margin-top
 * in public-layout.css), and `field` takes focus, on a first load as after a
 * link on the same page. The layout leaves focus alone for such links
 * (use-focus-on-navigate.ts).
 */
export function useFocusOnAnchor(anchor: string, field: RefObject<HTMLElement | null>) {
  const { hash, key } = useLocation();
  useEffect(() => {
    if (hash !== `#${anchor}` || !field.current) return;
    document.getElementById(anchor)?.scrollIntoView({ block: 'start' });
    field.current.focus({ preventScroll: true });
    // `key`: the same link followed again (from the footer, say) lands again.
  }, [anchor, hash, key, field]);
}
