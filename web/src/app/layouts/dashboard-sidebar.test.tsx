import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionAtom } from '../../features/auth/session-state';
import { store } from '../../lib/store';
import { adminUser, answerJson, franchiseUser } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

async function sidebarEntries() {
  const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
  return Array.from(nav.querySelectorAll('a, button')).map((el) => [el.textContent, el.getAttribute('href')]);
}

describe('dashboard sidebar', () => {
  it('gives an admin the SPEC §2.9 admin links, in order, then Logout', async () => {
    renderApp('/dashboard', adminUser);
    expect(await sidebarEntries()).toEqual([
      ['Home', '/'],
      ['Dashboard', '/dashboard'],
      ['Requests', '/dashboard/requests'],
      ['Location', '/dashboard/location'],
      ['NewsLetter', '/dashboard/newsletters'],
      ['Coming Soon', '/dashboard/comingsoon'],
      ['Menu', '/dashboard/menu'],
      ['Series', '/dashboard/addseries'],
      ['Drinks', '/dashboard/add-drinks'],
      ['Content', '/dashboard/content'],
      ['Chat Franchise', '/dashboard/chat-franchise'],
      ['Logout', null],
    ]);
  });

  it('gives a franchise owner the SPEC §2.9 franchise links, in order, then Logout', async () => {
    renderApp('/dashboard/menu', franchiseUser);
    expect(await sidebarEntries()).toEqual([
      ['Home', '/'],
      ['Menu', '/dashboard/menu'],
      ['Series', '/dashboard/addseries'],
      ['Drinks', '/dashboard/add-drinks'],
      ['Chat', '/dashboard/chat-admin'],
      ['Content', '/dashboard/videos'],
      ['Logout', null],
    ]);
  });

  it('highlights only the current page', async () => {
    renderApp('/dashboard/requests', adminUser);
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    const current = within(nav)
      .getAllByRole('link')
      .filter((a) => a.getAttribute('aria-current') === 'page');
    expect(current.map((a) => a.textContent)).toEqual(['Requests']);
  });

  it('logs out: calls POST /user/logout, clears the user and goes home', async () => {
    const fetchMock = vi.fn(answerJson(200, { success: true, message: 'Logged out.' }));
    vi.stubGlobal('fetch', fetchMock);
    const { router } = renderApp('/dashboard/menu', franchiseUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(store.get(sessionAtom)).toEqual({ status: 'ready', user: null });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v1/user/logout');
    expect(init.method).toBe('POST');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });
});
