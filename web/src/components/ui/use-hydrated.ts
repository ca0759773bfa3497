import { useSyncExternalStore } from 'react';

/** A subscription for browser facts that never change while the page is open (useSyncExternalStore). */
export const unchanging = () => () => {};

/**
 * False on the server and while the browser takes over a page the server
 * rendered (the first render must match its HTML); true right after, and at
 * once in a render the browser does on its own.
 */
export const useHydrated = () => useSyncExternalStore(unchanging, () => true, () => false);
