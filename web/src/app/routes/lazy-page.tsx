import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '../../components/ui/spinner';
import { useRenderedPart } from '../../lib/lazy-parts';

export interface LazyScreen {
  (): React.JSX.Element;
  /** Loads the body ahead: the next render shows it at once, without suspending. */
  preload: () => Promise<void>;
}

/**
 * A public page whose body loads apart from the first download (only the
 * home page and the site frame load up front), with a spinner meanwhile.
 * A page the server rendered names the body's stylesheets and scripts in its
 * head, so it paints styled, and the browser loads the body before taking
 * the page over, so the whole page comes alive in one go.
 */
export function lazyPage(page: string, load: () => Promise<{ default: ComponentType }>): LazyScreen {
  const Body = lazy(load);
  let loaded: ComponentType | undefined;
  const LazyScreen = () => {
    useRenderedPart(page, 'page');
    const Page = loaded ?? Body;
    return (
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    );
  };
  return Object.assign(LazyScreen, {
    preload: async () => {
      loaded = (await load()).default;
    },
  });
}
