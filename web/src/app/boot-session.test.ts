import { toast } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sessionAtom } from '../features/auth/session-state';
import { store } from '../lib/store';
import { adminUser, answerJson, franchiseUser } from '../test/fixtures';
import { bootSession, type Landing } from './boot-session';

/** A visitor on `path`, who stays there unless bootSession sends them on. */
function landingAt(path: string): Landing & { now: string } {
  const landing = { now: path, pathname: () => landing.now, replace: (to: string) => void (landing.now = to) };
  return landing;
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
    await bootSession(landingAt('/'));
    expect(fetch).not.toHaveBeenCalled();
    expect(store.get(sessionAtom)).toEqual({ status: 'ready', user: null });
  });

  it('treats a 401 from /user/me as a visitor, without an error toast, and drops the stale hint', async () => {
    vi.stubGlobal('fetch', vi.fn(answerJson(401, { success: false, message: 'Please log in to continue.' })));
    const toastError = vi.spyOn(toast, 'error');
    store.set(sessionAtom, { status: 'loading' });
    await bootSession(landingAt('/franchise'));
    expect(store.get(sessionAtom)).toEqual({ status: 'ready', user: null });
    expect(toastError).not.toHaveBeenCalled();
    expect(document.cookie).not.toContain('signed_in=1');
  });

  it.each([
    [adminUser, '/dashboard'],
    [franchiseUser, '/dashboard/menu'],
  ])('sends a signed-in user who lands on the login page to their dashboard', async (user, home) => {
    vi.stubGlobal('fetch', vi.fn(answerJson(200, { success: true, user })));
    const landing = landingAt('/franchise');
    await bootSession(landing);
    expect(landing.now).toBe(home);
  });

  it.each(['/', '/menu', '/contact'])('leaves a signed-in admin on the public page %s', async (path) => {
    vi.stubGlobal('fetch', vi.fn(answerJson(200, { success: true, user: adminUser })));
    const landing = landingAt(path);
    await bootSession(landing);
    expect(landing.now).toBe(path);
    expect(store.get(sessionAtom)).toEqual({ status: 'ready', user: adminUser });
  });
});
