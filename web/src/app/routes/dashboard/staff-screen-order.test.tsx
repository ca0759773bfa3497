import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUser, stubDashboardFetch } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';

// The route table, layout and screens load lazily: load them once up front so the first test does not race their transform.
beforeAll(() =>
  Promise.all([
    import('./dashboard-routes'),
    import('../../layouts/dashboard-layout'),
    import('./franchises'),
    import('./location'),
    import('./coming-soon'),
    import('./series'),
    import('./drinks'),
    import('./content'),
  ]),
);

// Every list a screen asks for, empty: each screen reads only its own.
const nothingYet = { success: true, franchises: [], locations: [], franchise: [], series: [], drinks: [], videos: [] };

describe('staff screens share one layout (issues #16, #22)', () => {
  it.each([
    ['/dashboard', 'Franchisees', 'Add a New Franchisee'],
    ['/dashboard/comingsoon', 'All Coming Franchises', 'Add Coming Soon Franchise'],
  ])('%s puts the list first, then the add form under it', async (path, list, form) => {
    stubDashboardFetch(async () => Response.json(nothingYet));
    renderApp(path, adminUser);
    const listRegion = await screen.findByRole('region', { name: list });
    const formHeading = await screen.findByRole('heading', { name: form });
    expect(listRegion.compareDocumentPosition(formHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(listRegion.contains(formHeading)).toBe(false);
  });

  it.each([
    ['/dashboard/addseries', 'All Series', 'Add New Series', 'Series Name'],
    ['/dashboard/add-drinks', 'All Drinks', 'Add New Drink', 'Drink Name'],
    ['/dashboard/content', 'All Content', 'Add New Content', 'Caption'],
    ['/dashboard/location', 'All Locations', 'Add Location', 'Name'],
  ])('%s lists first and adds in a panel that opens from the top of the list, focus in its first field', async (path, list, add, firstField) => {
    stubDashboardFetch(async () => Response.json(nothingYet));
    renderApp(path, adminUser);
    expect(await screen.findByRole('region', { name: list })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: add }));
    const panel = await screen.findByRole('dialog', { name: add });
    expect(document.activeElement).toBe(within(panel).getByLabelText(firstField));
    expect(within(panel).getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });
});
