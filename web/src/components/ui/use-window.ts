import { useSyncExternalStore } from 'react';

function subscribeResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * Something that follows the window's width, such as how many slides fit. The
 * server knows no width: its page, and the browser's first render (which must
 * match it), use `onServer`. Callers pass a phone's value, because most visitors
 * come on one: when the browser's value differs from the server's, React renders
 * again at once, in one task that blocks the page, and on a phone taking over
 * the server's page then costs nothing more. `pick` returns a plain value (a
 * number), so that widths giving the same value count as no change.
 */
export function useByWindowWidth<T extends string | number | boolean>(pick: (width: number) => T, onServer: T): T {
  return useSyncExternalStore(
    subscribeResize,
    () => pick(window.innerWidth),
    () => onServer,
  );
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** True when the visitor asked their system for less motion. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribeMotion,
    () => window.matchMedia?.(REDUCED_MOTION).matches ?? false,
    () => false,
  );
}
