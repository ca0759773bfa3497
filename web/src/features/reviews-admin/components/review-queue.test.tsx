import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
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

const card = (name: string) => screen.findByRole('article', { name: new RegExp(`^${name} `) });

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
    expect(JSON.parse(String(puts[0][1]!.body))).toEqual({ status: 'Approved' });
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
});
