import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { App } from '../app/app';
import { routes } from '../app/router';
import { sessionAtom, setSessionUser } from '../features/auth/session-state';
import type { User } from '../lib/contract';
import { store } from '../lib/store';

/**
 * The real routes, layouts and providers at `path`, with the session already
 * known (`user`), or still loading when `user` is 'loading'.
 */
export function renderApp(path: string, user: User | null | 'loading' = null) {
  if (user === 'loading') store.set(sessionAtom, { status: 'loading' });
  else setSessionUser(user);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(<App router={router} />);
  return { router, ...view };
}
