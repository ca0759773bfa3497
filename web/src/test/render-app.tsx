import { render } from '@testing-library/react';
import { MemoryRouter, useLocation, type Location, type RouteObject } from 'react-router';
import { AppFrame } from '../app/app-frame';
import { AppRoutes } from '../app/app-routes';
import { routes } from '../app/router';
import { sessionAtom, setSessionUser } from '../features/auth/session-state';
import type { User } from '../lib/contract';
import { store } from '../lib/store';

/** Reports where the router is, for tests to read after clicks and redirects. */
function LocationProbe({ into }: { into: { current: Location | null } }) {
  into.current = useLocation();
  return null;
}

/**
 * `routes` at `path` in a memory router, in the app's providers; `at()`
 * tells where the router is now.
 */
export function renderRoutes(routeList: RouteObject[], path: string) {
  const seen: { current: Location | null } = { current: null };
  const view = render(
    <AppFrame snapshot={null}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes routes={routeList} />
        <LocationProbe into={seen} />
      </MemoryRouter>
    </AppFrame>,
  );
  return { at: () => seen.current!, ...view };
}

/**
 * The real routes, layouts and providers at `path`, with the session already
 * known (`user`), or still loading when `user` is 'loading'.
 */
export function renderApp(path: string, user: User | null | 'loading' = null) {
  if (user === 'loading') store.set(sessionAtom, { status: 'loading' });
  else setSessionUser(user);
  return renderRoutes(routes, path);
}
