import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionAtom } from '../../features/auth/session-state';
import { store } from '../../lib/store';
import { adminUser, answerJson, franchiseUser, stubDashboardFetch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

async function sidebarEntries() {
  const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
  return Array.from(nav.querySelectorAll('a, button')).map((el) => [el.textContent, el.getAttribute('href')]);
}

describe('dashboard sidebar', () => {
  it('gives an admin the SPEC §2.9 admin links, in order and in the product’s words, with the Inbox and Reviews queue, then Logout', async () => {
    renderApp('/dashboard', adminUser);
    expect(await sidebarEntries()).toEqual([
      ['Home', '/'],
      ['Franchisees', '/dashboard'],
      ['Inbox', '/dashboard/inbox'],
      ['Requests', '/dashboard/requests'],
      ['Locations', '/dashboard/location'],
      ['Today', '/dashboard/today'],
      ['Newsletter', '/dashboard/newsletters'],
      ['Coming Soon', '/dashboard/comingsoon'],
      ['Menu', '/dashboard/menu'],
      ['Series', '/dashboard/addseries'],
      ['Drinks', '/dashboard/add-drinks'],
      ['Toppings', '/dashboard/toppings'],
      ['Reviews', '/dashboard/reviews'],
      ['Content', '/dashboard/content'],
      ['Brand Profile', '/dashboard/brand-profile'],
      ['Chat', '/dashboard/chat-franchise'],
      ['Logout', null],
    ]);
  });

  it('gives a franchise owner the SPEC §2.9 franchise links, in order, with the Locations they run, then Logout', async () => {
    renderApp('/dashboard/menu', franchiseUser);
    expect(await sidebarEntries()).toEqual([
      ['Home', '/'],
      ['Menu', '/dashboard/menu'],
      ['Series', '/dashboard/addseries'],
      ['Drinks', '/dashboard/add-drinks'],
      ['Locations', '/dashboard/location'],
      ['Today', '/dashboard/today'],
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
    const fetchMock = stubDashboardFetch(vi.fn(answerJson(200, { success: true, message: 'Logged out.' })));
    const { at } = renderApp('/dashboard/menu', franchiseUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(at().pathname).toBe('/'));
    expect(store.get(sessionAtom)).toEqual({ status: 'ready', user: null });
    const [, init] = (fetchMock.mock.calls as unknown as [string, RequestInit][]).find(([url]) => url === '/api/v1/user/logout')!;
    expect(init.method).toBe('POST');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
  });

  it("shows head office's counts from one request beside Inbox, Requests, Reviews and Chat", async () => {
    stubDashboardFetch(vi.fn(answerJson(200, { success: true, franchises: [] })), { inbox: 3, requests: 1, pendingReviews: 12, chat: 0 });
    renderApp('/dashboard', adminUser);
    const nav = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(await within(nav).findByRole('link', { name: /^Inbox\s*, 3 unread$/ })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: /^Requests\s*, 1 unread$/ })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: /^Reviews\s*, 12 pending$/ })).toBeTruthy();
    // Nothing waiting: no badge at all.
    expect(within(nav).getByRole('link', { name: 'Chat' })).toBeTruthy();
    // On a phone the links fold under the toggle, which says how much is waiting.
    expect(screen.getByRole('button', { name: 'Dashboard navigation, 16 waiting' })).toBeTruthy();
  });

  it('names the toggle plainly when nothing is waiting', async () => {
    stubDashboardFetch(vi.fn(answerJson(200, { success: true, series: [] })));
    renderApp('/dashboard/menu', franchiseUser);
    expect(await screen.findByRole('button', { name: 'Dashboard navigation' })).toBeTruthy();
  });
});
