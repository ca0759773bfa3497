import { BrowserRouter } from 'react-router';
import type { PageSnapshot } from '../sync/snapshot';
import { AppFrame } from './app-frame';
import { AppRoutes } from './app-routes';
import { SessionBoot } from './boot-session';
import { routes } from './router';

/**
 * The app in the browser. Its router is the declarative one: the app loads
 * no route data through the router, and the data router would add about
 * 17 KB gzip to every first visit (docs/decisions/public-site-first-download.md).
 */
export function App({ snapshot = null }: { snapshot?: PageSnapshot | null }) {
  return (
    <AppFrame snapshot={snapshot}>
      <BrowserRouter>
        <SessionBoot>
          <AppRoutes routes={routes} />
        </SessionBoot>
      </BrowserRouter>
    </AppFrame>
  );
}
