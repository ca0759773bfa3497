import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { announceBackgroundSends } from '../../../components/outbox/outbox-toasts';
import { db } from '../../../lib/db';
import { flushOutbox } from '../../../sync/outbox';
import { adminUser, stubDashboardFetch } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import type { QueuedReview } from '../review-type';

beforeAll(() =>
  Promise.all([import('../../../app/routes/dashboard/dashboard-routes'), import('../../../app/layouts/dashboard-layout'), import('../../../app/routes/dashboard/reviews')]),
);

const json = (body: unknown, status = 200) => Response.json(body, { status });
const review = (id: string, name: string, drinkName: string): QueuedReview => ({
  _id: id,
  drink: `d-${id}`,
  name,
  rating: 4,
  comment: `${name} liked it`,
  status: 'pending',
  createdAt: '2026-03-01T10:00:00.000Z',
  drinkName,
  drinkImage: null,
});

/** The queue's server: approving or deleting a review takes it out of the pending list. */
function fakeQueue(reviews: QueuedReview[]) {
  let pending = reviews;
  return stubDashboardFetch(
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'GET') return json({ success: true, reviews: pending });
      const id = url.split('/review/')[1];
      pending = pending.filter((r) => r._id !== id);
      return json({ success: true, message: 'ok' });
    }),
  );
}

beforeEach(() => db.outbox.clear());

/**
 * A server that can be out of reach (the PUT never arrives) and whose reviews
 * can be deleted meanwhile (its PUT answers 404). `arrived`: the PUTs it got.
 */
function moderationServer(reviews: QueuedReview[]) {
  const state = { online: false, pending: reviews, arrived: [] as { url: string; body: unknown }[] };
  stubDashboardFetch(
    vi.fn(async (url: string, init: RequestInit = {}) => {
      if (init.method === 'GET') return json({ success: true, reviews: state.pending });
      if (!state.online) throw new TypeError('Failed to fetch');
      state.arrived.push({ url, body: JSON.parse(String(init.body)) });
      const id = url.split('/review/')[1];
      if (!state.pending.some((r) => r._id === id)) return json({ success: false, message: 'Review not found.' }, 404);
      state.pending = state.pending.filter((r) => r._id !== id);
      return json({ success: true, message: 'Review updated' });
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

const card = (name: string) => screen.findByRole('article', { name: new RegExp(`^${name} `) });

/** The outbox tried the change once and keeps it for the connection: the screen that sent it has its answer. */
const triedOnce = () => waitFor(async () => expect(await db.outbox.toArray()).toMatchObject([{ status: 'queued', attempts: 1 }]));
describe('the review queue', () => {
  it("shows each pending review with its drink, and approves several at once with status 'Approved'", async () => {
    const fetchMock = fakeQueue([review('r1', 'Ana', 'Taro Milk Tea'), review('r2', 'Ben', 'Mango Slush'), review('r3', 'Cy', 'Mango Slush')]);
    renderApp('/dashboard/reviews', adminUser);
    expect(within(await card('Ana')).getByText('Ana liked it')).toBeTruthy();
    expect(within(await card('Ben')).getByText('· Review of Mango Slush')).toBeTruthy();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose the review by Ana of Taro Milk Tea' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose the review by Ben of Mango Slush' }));
    fireEvent.click(screen.getByRole('button', { name: 'Approve 2 chosen' }));

    expect(await screen.findByText('2 reviews approved')).toBeTruthy();
    const puts = fetchMock.mock.calls.filter(([, i]) => i?.method === 'PUT');
    expect(puts.map(([url]) => url).sort()).toEqual(['/api/v1/review/r1', '/api/v1/review/r2']);
    expect(JSON.parse(String(puts[0][1]!.body))).toEqual({ reviewId: 'r1', status: 'Approved' });
    await screen.findByRole('button', { name: 'Approve 0 chosen' });
    // The queue is read again after the approvals; under load that answer can come after the button has reset.
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(1));
  });

  it('removes a review only after confirming', async () => {
    const fetchMock = fakeQueue([review('r1', 'Ana', 'Taro Milk Tea')]);
    renderApp('/dashboard/reviews', adminUser);
    fireEvent.click(within(await card('Ana')).getByRole('button', { name: 'Remove' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remove reviews' });
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No reviews are waiting. New ones appear here.')).toBeTruthy();
    expect(fetchMock.mock.calls.find(([, i]) => i?.method === 'DELETE')?.[0]).toBe('/api/v1/review/r1');
  });

  it('offline, an approval shows at once, waits on this device, is named in the banner and is sent once when back', async () => {
    const server = moderationServer([review('r1', 'Ana', 'Taro Milk Tea'), review('r2', 'Ben', 'Mango Slush')]);
    renderApp('/dashboard/reviews', adminUser);
    const ana = await card('Ana');
    const backOnline = goOffline();
    fireEvent.click(within(ana).getByRole('button', { name: 'Approve' }));

    expect(await within(ana).findByText('Waiting to send')).toBeTruthy();
    expect(within(ana).getByText('Approved')).toBeTruthy();
    expect(within(ana).queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(within(ana).getByRole<HTMLInputElement>('checkbox').disabled).toBe(true);
    expect(await screen.findByText("Saved on this device. It will be sent when you're back online.")).toBeTruthy();
    const banner = screen.getAllByRole('status').find((s) => s.classList.contains('offline-banner'))!;
    expect(within(banner).getByRole('listitem').textContent).toBe('Approve review by Ana');
    // Choose all leaves the approved one out.
    fireEvent.click(screen.getByRole('checkbox', { name: 'Choose all' }));
    expect(screen.getByRole('button', { name: 'Approve 1 chosen' })).toBeTruthy();
    expect(server.arrived).toEqual([]);
    await triedOnce();

    server.online = true;
    backOnline();
    await flushOutbox({ force: true });
    // Approved on the server, so out of the queue.
    await waitFor(() => expect(screen.queryByRole('article', { name: /^Ana / })).toBeNull());
    expect(within(await card('Ben')).queryByText('Waiting to send')).toBeNull();
    expect(server.arrived).toEqual([{ url: '/api/v1/review/r1', body: { reviewId: 'r1', status: 'Approved' } }]);
    expect(await db.outbox.count()).toBe(0);
  });

  it('an approval kept offline and refused when it goes (the review was deleted) is said by name and undone on screen', async () => {
    const stop = await announceBackgroundSends({});
    try {
      const server = moderationServer([review('r1', 'Ana', 'Taro Milk Tea'), review('r2', 'Ben', 'Mango Slush')]);
      renderApp('/dashboard/reviews', adminUser);
      const ana = await card('Ana');
      const backOnline = goOffline();
      fireEvent.click(within(ana).getByRole('button', { name: 'Approve' }));
      expect(await within(ana).findByText('Waiting to send')).toBeTruthy();
      await triedOnce();

      // Deleted on another device while this one was offline.
      server.pending = server.pending.filter((r) => r._id !== 'r1');
      server.online = true;
      backOnline();
      await flushOutbox({ force: true });
      expect(await screen.findByText('Not sent: Approve review by Ana. Review not found.')).toBeTruthy();
      // The queue shows the server's state again: Ana's review is gone, Ben's still waits.
      await waitFor(() => expect(screen.queryByRole('article', { name: /^Ana / })).toBeNull());
      expect(screen.getAllByRole('article')).toHaveLength(1);
      expect(server.arrived).toHaveLength(1);
    } finally {
      stop();
    }
  });
});
