import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '../../components/ui/spinner';

/**
 * A public page whose body loads apart from the first download (only the
 * home page and the site frame load up front), with a spinner meanwhile.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>) {
  const Body = lazy(load);
  return function LazyScreen() {
    return (
      <Suspense fallback={<Spinner />}>
        <Body />
      </Suspense>
    );
  };
}
