import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { setSessionUser } from '../features/auth/session-state';
import { adminUser, franchiseUser, stubDashboardFetch } from '../test/fixtures';
import { renderApp } from '../test/render-app';

// The screens, the footer and the dashboard load lazily: load them once up front so that no test races their first
// transform (beside the browser suite that has taken longer than a find's 5 s).
beforeAll(() =>
  Promise.all([
    import('./layouts/site-footer'),
    import('./routes/home-below-hero'),
    import('./routes/contact-page'),
    import('./routes/franchise-page'),
    import('./routes/mobile-app-page'),
    import('./routes/menu-page'),
    import('./routes/series-page'),
    import('./routes/locations-page'),
    import('./routes/not-found-page'),
    import('./routes/dashboard/dashboard-routes'),
    import('./layouts/dashboard-layout'),
    import('./routes/dashboard/requests'),
    import('./routes/dashboard/franchises'),
    import('./routes/dashboard/location'),
    import('./routes/dashboard/own-menu'),
    import('./routes/dashboard/series'),
    import('./routes/dashboard/drinks'),
    import('./routes/dashboard/not-found'),
  ]),
);

describe('routes and guards', () => {
  it.each([
    ['/', 'Sourcing High Quality Tea from Around the World'],
    ['/contact', 'Contact Us'],
    ['/franchise', 'Interested in Franchising?'],
    ['/mobile-app', 'Coming Soon'],
    ['/menu', 'Menu'],
    ['/menu/abc123', 'Series'],
    ['/locations', 'Locations'],
    ['/no-such-page', 'Page not found'],
  ])('%s renders inside the public header and footer', async (url, heading) => {
    renderApp(url);
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    // The footer's code loads apart from the first download.
    expect(await screen.findByRole('contentinfo')).toBeTruthy();
  });

  it('shows a spinner while the user loads, then the screen without the public header', async () => {
    const { at } = renderApp('/dashboard/requests', 'loading');
    expect(await screen.findByRole('status')).toBeTruthy();
    setSessionUser(adminUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Franchise Requests' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
    expect(at().pathname).toBe('/dashboard/requests');
  });

  it('sends a visitor on a dashboard path home', async () => {
    const { at } = renderApp('/dashboard/menu', null);
    await waitFor(() => expect(at().pathname).toBe('/'));
  });

  it('gives a franchise owner their own Locations at /dashboard/location: the stores they run', async () => {
    stubDashboardFetch(vi.fn(async () => Response.json({ success: true, locations: [] })));
    const { at } = renderApp('/dashboard/location', franchiseUser);
    expect(await screen.findByText('Head office has not linked a store to your account yet. Ask them to pick you as the franchise that runs it.')).toBeTruthy();
    expect(at().pathname).toBe('/dashboard/location');
    expect(screen.queryByRole('button', { name: 'Add Location' })).toBeNull();
  });

  it.each([
    ['/dashboard/menu', 'Menu'],
    ['/dashboard/addseries', 'Series'],
    ['/dashboard/add-drinks', 'Drinks'],
  ])('lets both roles open the shared screen %s', async (url, heading) => {
    for (const user of [adminUser, franchiseUser]) {
      const { at, unmount } = renderApp(url, user);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      expect(at().pathname).toBe(url);
      unmount();
    }
  });

  it('keeps an unknown dashboard path inside the dashboard layout', async () => {
    renderApp('/dashboard/nope', adminUser);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Dashboard' })).toBeTruthy();
  });
});
