import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceBackgroundSends } from '../../../components/outbox/outbox-toasts';
import { db } from '../../../lib/db';
import { flushOutbox } from '../../../sync/outbox';
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

beforeEach(() => db.outbox.clear());

/** A server out of reach until `online` (a read mark never arrives), whose requests can be deleted meanwhile. `arrived`: the read marks it got. */
function readMarkServer() {
  const state = { online: false, requests: [{ ...request, read: false }], arrived: [] as string[] };
  stubDashboardFetch(
    vi.fn(async (url: string, init?: RequestInit) => {
      if (init?.method !== 'PUT') return json({ success: true, franchiseRequest: state.requests });
      if (!state.online) throw new TypeError('Failed to fetch');
      state.arrived.push(url);
      if (!state.requests.length) return json({ success: false, message: 'Request not found.' }, 404);
      state.requests = state.requests.map((r) => ({ ...r, read: true }));
      return json({ success: true, message: 'Request marked as read' });
    }),
  );
  return state;
}

function goOffline() {
  const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
  // The test sends the outbox itself once back (an 'online' event would also ask the session again).
  return () => offline.mockRestore();
}

/** The outbox tried the change once and keeps it for the connection: the screen that sent it has its answer. */
const triedOnce = () => waitFor(async () => expect(await db.outbox.toArray()).toMatchObject([{ status: 'queued', attempts: 1 }]));
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
    expect(fetchMock.mock.calls.filter(([, i]) => i?.method === 'PUT').map(([url]) => url)).toEqual(['/api/v1/admin/franchise/requset/r1/read']);
  });

  it('offline, an opened request shows read at once, waits named in the banner, and the mark is sent once when back', async () => {
    const server = readMarkServer();
    renderApp('/dashboard/requests', adminUser);
    expect(await screen.findByRole('cell', { name: 'New Mia Chen' })).toBeTruthy();
    const backOnline = goOffline();
    fireEvent.click(screen.getByRole('button', { name: 'View request from Mia Chen' }));
    expect(await screen.findByRole('dialog', { name: 'Franchise Request' })).toBeTruthy();

    expect(await screen.findByRole('cell', { name: 'Mia Chen Waiting to send' })).toBeTruthy();
    const banner = screen.getAllByRole('status').find((s) => s.classList.contains('offline-banner'))!;
    expect(within(banner).getByRole('listitem').textContent).toBe('Mark enquiry from Mia Chen read');
    expect(server.arrived).toEqual([]);
    await triedOnce();

    server.online = true;
    backOnline();
    await flushOutbox({ force: true });
    expect(await screen.findByRole('cell', { name: 'Mia Chen' })).toBeTruthy();
    expect(server.arrived).toEqual(['/api/v1/admin/franchise/requset/r1/read']);
    expect(await db.outbox.count()).toBe(0);
  });

  it('a read mark kept offline and refused when it goes (the request was deleted) is said by name, and the list shows the server’s', async () => {
    const stop = await announceBackgroundSends({});
    try {
      const server = readMarkServer();
      renderApp('/dashboard/requests', adminUser);
      await screen.findByRole('cell', { name: 'New Mia Chen' });
      const backOnline = goOffline();
      fireEvent.click(screen.getByRole('button', { name: 'View request from Mia Chen' }));
      expect(await screen.findByRole('cell', { name: 'Mia Chen Waiting to send' })).toBeTruthy();
      await triedOnce();

      server.requests = [];
      server.online = true;
      backOnline();
      await flushOutbox({ force: true });
      expect(await screen.findByText('Not sent: Mark enquiry from Mia Chen read. Request not found.')).toBeTruthy();
      expect(await screen.findByText('No Requests Available')).toBeTruthy();
      expect(server.arrived).toHaveLength(1);
    } finally {
      stop();
    }
  });
});
