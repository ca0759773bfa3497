import { createMemoryRouter } from 'react-router';
import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionAtom } from '../features/auth/session-state';
import { store } from '../lib/store';
import { adminUser, answerJson, franchiseUser } from '../test/fixtures';
import { bootSession } from './boot-session';
import { routes } from './router';

function routerAt(path: string) {
  return createMemoryRouter(routes, { initialEntries: [path] });
}

describe('bootSession', () => {
  // The Worker sets this readable hint at login; without it the app asks nothing.
  beforeEach(() => {
    document.cookie = 'signed_in=1; Path=/';
  });
  afterEach(() => {
    document.cookie = 'signed_in=; Max-Age=0; Path=/';
  });

  it('asks nothing for a visitor without the signed-in hint', async () => {
    document.cookie = 'signed_in=; Max-Age=0; Path=/';
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    await bootSession(routerAt('/'));
    expect(fetch).not.toHaveBeenCalled();
    expect(store.get(sessionAtom)).toEqual({ status: 'ready', user: null });
  });

  it('treats a 401 from /user/me as a visitor, without an error toast, and drops the stale hint', async () => {
    vi.stubGlobal('fetch', vi.fn(answerJson(401, { success: false, message: 'Please log in to continue.' })));
    const toastError = vi.spyOn(toast, 'error');
    store.set(sessionAtom, { status: 'loading' });
    await bootSession(routerAt('/franchise'));
    expect(store.get(sessionAtom)).toEqual({ status: 'ready', user: null });
    expect(toastError).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('signed_in=1');
  });

  it.each([
    [adminUser, '/dashboard'],
    [franchiseUser, '/dashboard/menu'],
  ])('sends a signed-in user who lands on the login page to their dashboard', async (user, home) => {
    vi.stubGlobal('fetch', vi.fn(answerJson(200, { success: true, user })));
    const router = routerAt('/franchise');
    await bootSession(router);
    expect(router.state.location.pathname).toBe(home);
  });

  it.each(['/', '/menu', '/contact'])('leaves a signed-in admin on the public page %s', async (path) => {
    vi.stubGlobal('fetch', vi.fn(answerJson(200, { success: true, user: adminUser })));
    const router = routerAt(path);
    await bootSession(router);
    expect(router.state.location.pathname).toBe(path);
    expect(store.get(sessionAtom)).toEqual({ status: 'ready', user: adminUser });
  });
});
