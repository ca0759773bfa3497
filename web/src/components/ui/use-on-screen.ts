import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether any part of the element is inside the window now. False until the
 * browser first says so (a server-rendered page shows it without asking);
 * true where the browser cannot tell (no IntersectionObserver).
 */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [onScreen, setOnScreen] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') return setOnScreen(true);
    const observer = new IntersectionObserver((entries) => setOnScreen(entries.some((entry) => entry.isIntersecting)));
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return onScreen;
}
