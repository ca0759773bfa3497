import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '../../components/ui/spinner';

export interface LazyScreen {
  (): React.JSX.Element;
  /** Fetches the page's body ahead of its first render. */
  preload: () => Promise<unknown>;
}

/**
 * A public page whose body loads apart from the first download (only the
 * home page and the site frame load up front), with a spinner meanwhile.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  const Body = lazy(load);
  const Screen = () => (
    <Suspense fallback={<Spinner />}>
      <Body />
    </Suspense>
  );
  return Object.assign(Screen, { preload: load });
}
