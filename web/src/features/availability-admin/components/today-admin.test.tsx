import 'fake-indexeddb/auto';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoreAvailabilityAdmin } from '../../../lib/contract';
import { db } from '../../../lib/db';
import { answerJson } from '../../../test/fixtures';
import { TodayAdmin } from './today-admin';

const HOUR = 3600_000;

function storeScreen(overrides: Partial<StoreAvailabilityAdmin> = {}): { availability: StoreAvailabilityAdmin; partyHost: string } {
  const now = Date.now();
  return {
    partyHost: '',
    availability: {
      locationId: 'store-1',
      storeName: 'Downtown Austin',
      timeZone: 'America/Chicago',
      nextOpening: now + 12 * HOUR,
      asOf: now,
      soldOut: [{ itemType: 'drink', itemId: 'brown-sugar', name: 'Brown Sugar Boba', until: now + 2 * HOUR, since: now - HOUR }],
      items: [
        { itemType: 'drink', itemId: 'taro', name: 'Taro Milk Tea', group: 'Milk Tea' },
        { itemType: 'drink', itemId: 'brown-sugar', name: 'Brown Sugar Boba', group: 'Milk Tea' },
        { itemType: 'drink', itemId: 'mango', name: 'Mango Green Tea', group: 'Fruit Tea' },
        { itemType: 'topping', itemId: 'pearls', name: 'Tapioca Pearls', group: 'Toppings' },
      ],
      changes: [
        {
          _id: 'c1',
          itemType: 'drink',
          itemId: 'brown-sugar',
          itemName: 'Brown Sugar Boba',
          fromSoldOut: false,
          toSoldOut: true,
          until: now + 2 * HOUR,
          actorName: 'Lone Star Boba Co.',
          changedAt: Date.UTC(2026, 10, 26, 21, 2),
        },
      ],
      ...overrides,
    },
  };
}

const sw = (name: string) => screen.getByRole('switch', { name: `Sold out: ${name}` });
const putCalls = (fetchMock: ReturnType<typeof vi.fn>) =>
  (fetchMock.mock.calls as unknown as [string, RequestInit][]).filter(([url, init]) => String(url).endsWith('/franchise/availability/store-1') && init?.method === 'PUT');

beforeEach(async () => {
  await db.outbox.clear();
  vi.unstubAllGlobals();
});

describe('Today at a store (issue #25)', () => {
  it('lists the items by series with each one’s state, and who changed what in the store’s time', () => {
    render(<TodayAdmin screen={storeScreen()} onChanged={() => {}} />);
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Milk Tea', 'Fruit Tea', 'Toppings', 'Recent changes']);
    expect(sw('Brown Sugar Boba').getAttribute('aria-checked')).toBe('true');
    expect(sw('Taro Milk Tea').getAttribute('aria-checked')).toBe('false');
    expect(screen.getByText(/^Sold out · back (at|tomorrow at) \d{1,2}:\d\d [ap]m$/)).toBeTruthy();
    expect(screen.getByText('· Marked sold out by Lone Star Boba Co. at 3:02 pm', { exact: false })).toBeTruthy();
  });

  it('search leaves only what matches, and says when nothing does', () => {
    render(<TodayAdmin screen={storeScreen()} onChanged={() => {}} />);
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'mango' } });
    return waitFor(() => {
      expect(screen.getAllByRole('switch').map((s) => s.getAttribute('aria-label'))).toEqual(['Sold out: Mango Green Tea']);
      fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'coffee' } });
      expect(screen.getByText('Nothing matches “coffee”.')).toBeTruthy();
    });
  });

  it('a tap sends the flip with the time it was made, until the next opening unless another time is picked', async () => {
    const later = Date.now() + 12 * HOUR;
    const fetchMock = vi.fn(
      answerJson(200, {
        success: true,
        applied: true,
        message: 'Marked sold out',
        availability: {
          locationId: 'store-1',
          asOf: Date.now() + 60_000,
          soldOut: [{ itemType: 'drink', itemId: 'taro', name: 'Taro Milk Tea', until: later, since: Date.now() }],
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const before = Date.now();
    render(<TodayAdmin screen={storeScreen()} onChanged={() => {}} />);
    fireEvent.click(sw('Taro Milk Tea'));
    await waitFor(() => expect(putCalls(fetchMock)).toHaveLength(1));
    const body = JSON.parse(String(putCalls(fetchMock)[0][1].body)) as Record<string, unknown>;
    expect(body).toMatchObject({ itemType: 'drink', itemId: 'taro', soldOut: true });
    expect(body.until).toBeUndefined();
    expect(body.changedAt).toBeGreaterThanOrEqual(before);
    await waitFor(() => expect(sw('Taro Milk Tea').getAttribute('aria-checked')).toBe('true'));

    fireEvent.change(screen.getByRole('combobox', { name: 'Sold out until' }), { target: { value: '2' } });
    fireEvent.click(sw('Mango Green Tea'));
    await waitFor(() => expect(putCalls(fetchMock)).toHaveLength(2));
    const timed = JSON.parse(String(putCalls(fetchMock)[1][1].body)) as { until: number; changedAt: number };
    expect(timed.until - timed.changedAt).toBe(2 * HOUR);
  });

  it('offline, the flip is kept on the tablet and the row says it is waiting', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(<TodayAdmin screen={storeScreen()} onChanged={() => {}} />);
    fireEvent.click(sw('Tapioca Pearls'));
    const row = () => within(sw('Tapioca Pearls').closest('li')!);
    await waitFor(() => expect(row().getByText('Waiting to send · goes when this tablet is back online')).toBeTruthy());
    expect(sw('Tapioca Pearls').getAttribute('aria-checked')).toBe('true');
    const kept = await db.outbox.toArray();
    expect(kept).toMatchObject([{ kind: 'availability', target: 'store-1', payload: { itemType: 'topping', itemId: 'pearls', soldOut: true } }]);
  });

  it('an item whose time is up is in stock again on the screen, without a reload', async () => {
    const now = Date.now();
    render(
      <TodayAdmin screen={storeScreen({ soldOut: [{ itemType: 'drink', itemId: 'mango', name: 'Mango Green Tea', until: now + 300, since: now - HOUR }] })} onChanged={() => {}} />,
    );
    expect(sw('Mango Green Tea').getAttribute('aria-checked')).toBe('true');
    await waitFor(() => expect(sw('Mango Green Tea').getAttribute('aria-checked')).toBe('false'), { timeout: 3000 });
  });
});
