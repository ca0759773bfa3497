import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminUser, franchiseUser, stubDashboardFetch } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

beforeAll(() => Promise.all([import('./dashboard-routes'), import('../../layouts/dashboard-layout')]));

// Issue #51: an address of the other role (pasted in chat) never drops staff on the public home page.
describe('a staff address of the other role', () => {
  it.each(['/dashboard', '/dashboard/requests', '/dashboard/newsletters', '/dashboard/comingsoon', '/dashboard/toppings'])(
    'tells a franchise owner on the admin screen %s whose screen it is, inside their dashboard',
    async (url) => {
      const { at } = renderApp(url, franchiseUser);
      expect(await screen.findByRole('heading', { level: 1, name: 'This screen is for head office.' })).toBeTruthy();
      expect(at().pathname).toBe(url);
      expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeTruthy();
      expect(screen.queryByRole('banner')).toBeNull();
      expect(screen.getByRole('link', { name: 'Go to your dashboard' }).getAttribute('href')).toBe('/dashboard/menu');
    },
  );

  it.each([
    ['/dashboard/content', '/dashboard/videos', 'All Content'],
    ['/dashboard/chat-franchise', '/dashboard/chat-admin', 'Chat with Admin'],
  ])("gives a franchise owner on head office's %s their own %s", async (url, own, heading) => {
    stubDashboardFetch(vi.fn(async () => Response.json({ success: true, videos: [], content: [], conversations: [], franchises: [] })));
    const { at } = renderApp(url, franchiseUser);
    await waitFor(() => expect(at().pathname).toBe(own));
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
  });

  it.each([
    ['/dashboard/chat-admin', '/dashboard/chat-franchise'],
    ['/dashboard/videos', '/dashboard/content'],
  ])("gives an admin on a franchise owner's %s head office's own %s", async (url, own) => {
    stubDashboardFetch(vi.fn(async () => Response.json({ success: true, videos: [], content: [], conversations: [], franchises: [] })));
    const { at } = renderApp(url, adminUser);
    await waitFor(() => expect(at().pathname).toBe(own));
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeTruthy();
  });
});
