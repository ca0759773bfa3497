import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminUser, stubDashboardFetch } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import type { FranchiseRequest } from '../types';

// The route table, layout and screen load lazily: load them once up front so the first test does not race their transform.
beforeAll(() =>
  Promise.all([import('../../../app/routes/dashboard/dashboard-routes'), import('../../../app/layouts/dashboard-layout'), import('../../../app/routes/dashboard/requests')]),
);

const request: FranchiseRequest = {
  _id: 'r1',
  name: 'Mia Chen',
  phone: '555 010 2000',
  email: 'mia@example.com',
  city: 'Austin, TX',
  occupation: 'Restaurant manager',
  netWorth: '$500k',
  liquidAssets: '$150k',
  preferredLocation: 'South Congress',
  address: '12 Elm St',
  howHear: 'A friend told me',
  notes: 'I would love to open a store near the university.',
  read: true,
  createdAt: '2026-03-01T10:00:00.000Z',
};

const json = (body: unknown, status = 200) => Response.json(body, { status });

describe('franchise requests screen', () => {
  it("says 'Loading...' while loading, then 'No Requests Available'", async () => {
    let answer: ((res: Response) => void) | undefined;
    stubDashboardFetch(vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))));
    renderApp('/dashboard/requests', adminUser);
    expect(await screen.findByText('Loading...')).toBeTruthy();
    // 'Loading...' is drawn before the effect that asks for the list has run: on a loaded machine, well before.
    await vi.waitFor(() => expect(answer).toBeDefined());
    answer!(json({ success: true, franchiseRequest: [] }));
    expect(await screen.findByText('No Requests Available')).toBeTruthy();
  });

  it('shows why the list failed and loads again on Try again', async () => {
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(json({ success: false, message: 'The database is asleep.' }, 503))
      .mockResolvedValueOnce(json({ success: true, franchiseRequest: [request] }));
    stubDashboardFetch(fetchMock);
    renderApp('/dashboard/requests', adminUser);
    expect(await screen.findByText('The database is asleep.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('cell', { name: 'Mia Chen' })).toBeTruthy();
  });

  it('lists Name, Email and Contact, and the details show how they heard of us as Reference', async () => {
    stubDashboardFetch(vi.fn(async () => json({ success: true, franchiseRequest: [request] })));
    renderApp('/dashboard/requests', adminUser);
    const table = await screen.findByRole('table', { name: 'Franchise Requests' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email', 'Contact', 'Action']);
    expect(within(table).getByRole('cell', { name: '555 010 2000' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'View request from Mia Chen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Franchise Request' });
    const shown = Object.fromEntries(Array.from(dialog.querySelectorAll('dt')).map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]));
    expect(shown).toMatchObject({
      'Full Name': 'Mia Chen',
      Email: 'mia@example.com',
      'Current Occupation': 'Restaurant manager',
      'Net worth': '$500k',
      'Liquid assets': '$150k',
      'Preferred location': 'South Congress',
      Address: '12 Elm St',
      Reference: 'A friend told me',
    });
    expect(within(dialog).getByRole('region', { name: 'Notes' }).textContent).toBe(request.notes);
  });

  it('deletes only after confirming, then toasts and reloads', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'DELETE'
        ? json({ success: true, message: 'Request Deleted Successfully' })
        : json({ success: true, franchiseRequest: fetchMock.mock.calls.length > 2 ? [] : [request] }),
    );
    stubDashboardFetch(fetchMock);
    renderApp('/dashboard/requests', adminUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete request from Mia Chen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete request' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Request Deleted Successfully')).toBeTruthy();
    expect(fetchMock.mock.calls[1]).toEqual(['/api/v1/admin/franchise/requset/r1', expect.objectContaining({ method: 'DELETE' })]);
    expect(await screen.findByText('No Requests Available')).toBeTruthy();
  });

  it("marks a new request 'New' until opened, then tells the server and the sidebar", async () => {
    let read = false;
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) => {
      if (init?.method === 'PUT') {
        read = true;
        return json({ success: true, message: 'Request marked as read' });
      }
      return json({ success: true, franchiseRequest: [{ ...request, read }] });
    });
    stubDashboardFetch(fetchMock, { requests: 1 });
    renderApp('/dashboard/requests', adminUser);
    expect(await screen.findByRole('cell', { name: 'New Mia Chen' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Dashboard' });
    expect(await within(nav).findByRole('link', { name: /^Requests\s*, 1 unread$/ })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'View request from Mia Chen' }));
    expect(await screen.findByRole('dialog', { name: 'Franchise Request' })).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Mia Chen' })).toBeTruthy();
    expect(fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')?.[0]).toBe('/api/v1/admin/franchise/requset/r1/read');
  });
});
