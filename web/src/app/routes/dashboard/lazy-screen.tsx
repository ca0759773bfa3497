import { lazy, type ComponentType } from 'react';
import { ScreenLoadError } from '../../layouts/dashboard-screen-error';

export interface StaffScreen {
  (): React.JSX.Element;
  /** Fetches the screen's code ahead (after login), so it opens without the network later. */
  load: () => Promise<void>;
}

/**
 * A dashboard screen loaded on first use, named as the sidebar names it.
 * React.lazy keeps a failed load for good, so a failure swaps in a fresh
 * lazy component: once the error boundary around the screen lets it render
 * again (back online, Try again), the code is fetched anew.
 */
export function lazyScreen(screen: string, load: () => Promise<{ default: ComponentType }>): StaffScreen {
  const attempt = () =>
    load().catch((err: unknown) => {
      Lazy = lazy(attempt);
      throw new ScreenLoadError(screen, err);
    });
  let Lazy = lazy(attempt);
  const Screen = () => <Lazy />;
  return Object.assign(Screen, { load: () => load().then(() => undefined) });
}
