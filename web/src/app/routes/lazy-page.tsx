import { lazy, Suspense, type ComponentType } from 'react';
import { Spinner } from '../../components/ui/spinner';

export interface LazyScreen {
  (): React.JSX.Element;
  /** Loads the body ahead: the next render shows it at once, without suspending. */
  preload: () => Promise<void>;
}

/**
 * A public page whose body loads apart from the first download (only the
 * home page and the site frame load up front), with a spinner meanwhile.
 * The browser preloads the body of a page the server rendered before taking
 * it over, so the whole page comes alive in one go.
 */
export function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyScreen {
  const Body = lazy(load);
  let loaded: ComponentType | undefined;
  const LazyScreen = () => {
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
