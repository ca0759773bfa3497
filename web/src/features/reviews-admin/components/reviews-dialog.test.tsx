import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { flushOutbox } from '../../../sync/outbox';
import { statusFor } from '../api/set-review-status';
import type { Review } from '../review-type';
import { ReviewsDialog } from './reviews-dialog';

const review = (id: string, name: string, status: Review['status']): Review => ({
  _id: id,
  drink: 'd1',
  name,
  rating: 4,
  comment: `${name} liked it`,
  status,
  createdAt: '2026-05-01T12:00:00.000Z',
});

/** A tiny stand-in for the review endpoints, keeping each review's status. */
function reviewServer(initial: Review[]) {
  const reviews = new Map(initial.map((r) => [r._id, { ...r }]));
  const calls: { method: string; url: string; body?: unknown }[] = [];
  const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const list = url.match(/\/review\/drink\/d1\/(pending|approved)$/);
    if (list) return json({ success: true, reviews: [...reviews.values()].filter((r) => r.status === list[1]) });
    const id = url.split('/').pop()!;
    if (method === 'PUT') reviews.get(id)!.status = (body as { status: string }).status.toLowerCase() as Review['status'];
    if (method === 'DELETE') reviews.delete(id);
    return json({ success: true, message: 'Review updated' });
  });
  return { fetch, calls };
}

const list = (heading: string) => screen.getByRole('region', { name: heading });
const gets = (calls: { method: string; url: string }[], kind: string) => calls.filter((c) => c.method === 'GET' && c.url.endsWith(kind)).length;

/** The outbox tried the change once and keeps it for the connection: the screen that sent it has its answer. */
const triedOnce = () => waitFor(async () => expect(await db.outbox.toArray()).toMatchObject([{ status: 'queued', attempts: 1 }]));
describe('review moderation', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', undefined);
    await db.outbox.clear();
  });

  it('maps Select to Approved and Unselect to Pending', () => {
    expect(statusFor('select')).toBe('Approved');
    expect(statusFor('unselect')).toBe('Pending');
  });

  it('shows the SPEC empty texts', async () => {
    const server = reviewServer([]);
    vi.stubGlobal('fetch', server.fetch);
    render(<ReviewsDialog drink={{ _id: 'd1', name: 'Taro Milk Tea' }} onClose={() => {}} />);
    expect(screen.getByRole('heading', { name: 'Reviews of Taro Milk Tea' })).toBeTruthy();
    expect(await within(list('Pending')).findByText('No Pending Reviews')).toBeTruthy();
    expect(await within(list('Published')).findByText('No Approved Reviews')).toBeTruthy();
  });

  it("Approve sends status 'Approved', Unpublish sends 'Pending', and both lists reload after each", async () => {
    const server = reviewServer([review('r1', 'Ana', 'pending')]);
    vi.stubGlobal('fetch', server.fetch);
    render(<ReviewsDialog drink={{ _id: 'd1', name: 'Taro Milk Tea' }} onClose={() => {}} />);

    const pendingCard = await within(list('Pending')).findByRole('article', { name: 'Ana' });
    expect(within(pendingCard).getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(within(pendingCard).getByText('Ana liked it')).toBeTruthy();
    fireEvent.click(within(pendingCard).getByRole('button', { name: 'Approve' }));

    await waitFor(() => expect(server.calls.find((c) => c.method === 'PUT')).toBeTruthy());
    const put = server.calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toBe('/api/v1/review/r1');
    expect(put.body).toEqual({ reviewId: 'r1', status: 'Approved' });

    const approvedCard = await within(list('Published')).findByRole('article', { name: 'Ana' });
    expect(await within(list('Pending')).findByText('No Pending Reviews')).toBeTruthy();
    // The lists show the change at once; they are read again once the server has it.
    await waitFor(() => expect([gets(server.calls, '/pending'), gets(server.calls, '/approved')]).toEqual([2, 2]));

    fireEvent.click(within(approvedCard).getByRole('button', { name: 'Unpublish' }));
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    expect(server.calls.filter((c) => c.method === 'PUT')[1].body).toEqual({ reviewId: 'r1', status: 'Pending' });
    expect(await within(list('Pending')).findByRole('article', { name: 'Ana' })).toBeTruthy();
    expect(await within(list('Published')).findByText('No Approved Reviews')).toBeTruthy();
    await waitFor(() => expect([gets(server.calls, '/pending'), gets(server.calls, '/approved')]).toEqual([3, 3]));
  });

  it('deletes a review after confirmation and reloads both lists', async () => {
    const server = reviewServer([review('r1', 'Ana', 'approved')]);
    vi.stubGlobal('fetch', server.fetch);
    render(<ReviewsDialog drink={{ _id: 'd1', name: 'Taro Milk Tea' }} onClose={() => {}} />);

    const card = await within(list('Published')).findByRole('article', { name: 'Ana' });
    fireEvent.click(within(card).getByRole('button', { name: 'Delete the review by Ana' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(server.calls.some((c) => c.method === 'DELETE' && c.url === '/api/v1/review/r1')).toBe(true));
    expect(await within(list('Published')).findByText('No Approved Reviews')).toBeTruthy();
    expect(gets(server.calls, '/pending')).toBe(2);
  });

  it('offline, Approve moves the review to Published at once, marked, and sends it once when back', async () => {
    const server = reviewServer([review('r1', 'Ana', 'pending')]);
    let online = false;
    vi.stubGlobal('fetch', (url: string, init: RequestInit = {}) =>
      init.method === 'PUT' && !online ? Promise.reject(new TypeError('Failed to fetch')) : server.fetch(url, init),
    );
    render(<ReviewsDialog drink={{ _id: 'd1', name: 'Taro Milk Tea' }} onClose={() => {}} />);
    fireEvent.click(within(await within(list('Pending')).findByRole('article', { name: 'Ana' })).getByRole('button', { name: 'Approve' }));

    const moved = await within(list('Published')).findByRole('article', { name: 'Ana' });
    expect(within(moved).getByText('Waiting to send')).toBeTruthy();
    expect(within(moved).getByRole('button', { name: 'Unpublish' })).toBeTruthy();
    expect(within(list('Pending')).getByText('No Pending Reviews')).toBeTruthy();
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'review-status', target: 'r1', label: 'Approve review by Ana', payload: { reviewId: 'r1', status: 'Approved' } }]);
    expect(server.calls.filter((c) => c.method === 'PUT')).toEqual([]);
    await triedOnce();

    online = true;
    await flushOutbox({ force: true });
    await waitFor(() => expect(within(list('Published')).queryByText('Waiting to send')).toBeNull());
    await waitFor(() => expect(gets(server.calls, '/approved')).toBe(2));
    expect(within(list('Published')).getByRole('article', { name: 'Ana' })).toBeTruthy();
    expect(server.calls.filter((c) => c.method === 'PUT')).toEqual([{ method: 'PUT', url: '/api/v1/review/r1', body: { reviewId: 'r1', status: 'Approved' } }]);
  });
});
