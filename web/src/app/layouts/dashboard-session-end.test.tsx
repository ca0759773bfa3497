import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rememberUser } from '../../features/auth/api/get-current-user';
import { forgetSessionEnd, rememberSessionEnd } from '../../features/auth/session-end';
import { db } from '../../lib/db';
import { flushOutbox } from '../../sync/outbox';
import { franchiseUser, stubDashboardFetch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// The session check loads the API client and the device's forgetting on demand:
// loaded here, a busy machine's first transform of them is not inside a wait.
beforeAll(() =>
  Promise.all([
    import('../routes/dashboard/dashboard-routes'),
    import('./dashboard-layout'),
    import('../routes/dashboard/own-menu'),
    import('../../lib/api-client'),
    import('../../features/auth/forget-staff-device'),
  ]),
);

const ENDED_ONE = 'You were signed out: head office changed your password. Sign in to send 1 waiting change.';

const queueEdit = () =>
  db.outbox.add({
    clientId: crypto.randomUUID(),
    kind: 'drink-update',
    payload: { name: 'Taro Cloud' },
    target: 'd1',
    label: 'Changes to Taro Cloud',
    createdAt: Date.now(),
    attempts: 1,
    nextAttemptAt: Date.now() + 60_000,
    status: 'queued',
  });

/** What a screen reader reads after the heading's name. */
const descriptionOf = (el: HTMLElement) => document.getElementById(el.getAttribute('aria-describedby') ?? '')?.textContent;

/**
 * The connection comes back until `seen` holds: the screen's heading can be
 * painted before the layout's effects listen, and a tablet's Wi-Fi says
 * "online" again and again anyway.
 */
const reconnectUntil = <T,>(seen: () => T) =>
  waitFor(() => {
    act(() => void window.dispatchEvent(new Event('online')));
    return seen();
  });

const json = (status: number, body: unknown) => Promise.resolve(Response.json(body, { status }));

beforeEach(async () => {
  await db.outbox.clear();
  localStorage.clear();
  forgetSessionEnd();
  rememberUser(franchiseUser);
  document.cookie = 'signed_in=1; Path=/';
});
afterEach(() => {
  document.cookie = 'signed_in=; Max-Age=0; Path=/';
});

describe('a session head office ended while the dashboard was open', () => {
  it('says so on the screen the owner is on, with what waits, and signing in brings that screen back', async () => {
    await queueEdit();
    let ended = false;
    const calls: string[] = [];
    stubDashboardFetch(async (url, init) => {
      calls.push(`${init?.method ?? 'GET'} ${url}`);
      if (url.endsWith('/user/me'))
        return ended
          ? json(401, { success: false, message: 'You were signed out: head office changed your password.', reason: 'password-changed' })
          : json(200, { success: true, user: franchiseUser });
      if (url.endsWith('/user/login')) return json(200, { success: true, user: franchiseUser });
      if (url.includes('/user/menu/drink/')) return json(200, { success: true, drink: {} });
      return json(200, { success: true, menu: [] });
    });
    const { at } = renderApp('/dashboard/menu', franchiseUser);
    await screen.findByRole('heading', { level: 1, name: 'Menu' });

    ended = true;
    const heading = await reconnectUntil(() => screen.getByRole('heading', { level: 1, name: 'Signed out' }));
    await waitFor(() => expect(descriptionOf(heading)).toBe(ENDED_ONE));
    expect(document.activeElement).toBe(heading);
    expect(at().pathname).toBe('/dashboard/menu');

    const card = within(screen.getByRole('region', { name: 'Login to your Franchise Account' }));
    expect(card.getByLabelText<HTMLInputElement>('Email').value).toBe(franchiseUser.email);
    fireEvent.change(card.getByLabelText('Password'), { target: { value: 'new-password-1' } });
    fireEvent.click(card.getByRole('button', { name: 'Login' }));

    await screen.findByRole('heading', { level: 1, name: 'Menu' });
    expect(at().pathname).toBe('/dashboard/menu');
    expect(screen.queryByText(ENDED_ONE)).toBeNull();
    expect(localStorage.getItem('bubble-tea.session-ended')).toBeNull();
    // The edit that waited goes after the login.
    await waitFor(async () => expect(await db.outbox.count()).toBe(0));
    expect(calls).toContain('PUT /api/v1/user/menu/drink/d1');
  });

  it('says so too when a waiting edit is refused for want of a session, with no reconnect', async () => {
    await queueEdit();
    let ended = false;
    stubDashboardFetch(async (url) => {
      if (url.endsWith('/user/me'))
        return ended
          ? json(401, { success: false, message: 'You were signed out: head office changed your password.', reason: 'password-changed' })
          : json(200, { success: true, user: franchiseUser });
      if (url.includes('/user/menu/drink/')) return json(401, { success: false, message: 'You were signed out: head office changed your password.', reason: 'password-changed' });
      return json(200, { success: true, menu: [] });
    });
    renderApp('/dashboard/menu', franchiseUser);
    await screen.findByRole('heading', { level: 1, name: 'Menu' });
    ended = true;
    await act(() => flushOutbox({ force: true }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Signed out' });
    await waitFor(() => expect(descriptionOf(heading)).toBe(ENDED_ONE));
    expect(await db.outbox.count()).toBe(1);
  });

  it('stays on the device through a reload, counting what waits', async () => {
    await queueEdit();
    await queueEdit();
    rememberSessionEnd({ reason: 'password-changed', email: franchiseUser.email });
    document.cookie = 'signed_in=; Max-Age=0; Path=/';
    stubDashboardFetch(() => json(200, { success: true, menu: [] }));
    const { at } = renderApp('/dashboard/add-drinks', null);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Signed out' });
    await waitFor(() => expect(descriptionOf(heading)).toBe('You were signed out: head office changed your password. Sign in to send 2 waiting changes.'));
    expect(at().pathname).toBe('/dashboard/add-drinks');
  });

  it('with nothing waiting, asks to sign in again; a removed account offers the home page instead of a sign-in', async () => {
    rememberSessionEnd({ reason: 'password-changed', email: '' });
    stubDashboardFetch(() => json(200, { success: true, menu: [] }));
    renderApp('/dashboard/menu', null);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Signed out' });
    await waitFor(() => expect(descriptionOf(heading)).toBe('You were signed out: head office changed your password. Sign in again to continue.'));
    act(() => rememberSessionEnd({ reason: 'account-removed', email: '' }));
    await waitFor(() => expect(descriptionOf(heading)).toBe('You were signed out: head office removed this account.'));
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    expect(screen.queryByRole('region', { name: 'Login to your Franchise Account' })).toBeNull();
  });

  it('still sends home when the session simply ended, saying nothing', async () => {
    stubDashboardFetch((url) => (url.endsWith('/user/me') ? json(401, { success: false, message: 'Please log in to continue.' }) : json(200, { success: true, menu: [] })));
    const { at } = renderApp('/dashboard/menu', franchiseUser);
    await screen.findByRole('heading', { level: 1, name: 'Menu' });
    await reconnectUntil(() => expect(at().pathname).toBe('/'));
    expect(screen.queryByRole('heading', { name: 'Signed out' })).toBeNull();
  });
});
