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

describe('staff screens share one layout (issue #16)', () => {
  it.each([
    ['/dashboard', 'Franchises', 'Add a new Franchise'],
    ['/dashboard/location', 'All Franchises locations', 'Add Franchise Location'],
    ['/dashboard/comingsoon', 'All Coming Franchises', 'Add Coming Soon Franchise'],
    ['/dashboard/addseries', 'All Series', 'Add New Series'],
    ['/dashboard/add-drinks', 'All Drinks', 'Add New Drink'],
    ['/dashboard/content', 'All Content', 'Add New Content'],
  ])('%s puts the list first, then the add form under it', async (path, list, form) => {
    stubDashboardFetch(async () => Response.json(nothingYet));
    renderApp(path, adminUser);
    const listRegion = await screen.findByRole('region', { name: list });
    const formHeading = await screen.findByRole('heading', { name: form });
    expect(listRegion.compareDocumentPosition(formHeading) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(listRegion.contains(formHeading)).toBe(false);
  });

  it.each([
    ['/dashboard/addseries', 'All Series', 'Add New Series'],
    ['/dashboard/add-drinks', 'All Drinks', 'Add New Drink'],
    ['/dashboard/content', 'All Content', 'Add New Content'],
  ])('%s has a link from the top of its long list down to the add form, focusing its first field', async (path, list, form) => {
    stubDashboardFetch(async () => Response.json(nothingYet));
    renderApp(path, adminUser);
    const jump = within(await screen.findByRole('region', { name: list })).getByRole('link', { name: form });
    const formRegion = (await screen.findByRole('heading', { name: form })).closest('section')!;
    const first = await within(formRegion).findAllByRole('textbox');
    fireEvent.click(jump);
    expect(document.activeElement).toBe(first[0]);
  });
});
