import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SoldOutItem, StoreAvailability } from '../../../lib/contract';
import { setMyStore } from '../../../lib/my-store';
import { MyStoreDrinkSoldOut, MyStoreLine, StoreDrinkSoldOut } from './sold-out-note';

const HOUR = 3600_000;
const taro = (until: number): SoldOutItem => ({ itemType: 'drink', itemId: 'taro', name: 'Taro Milk Tea', until, since: Date.now() - HOUR });
const pearls = (until: number): SoldOutItem => ({ itemType: 'topping', itemId: 'pearls', name: 'Tapioca Pearls', until, since: Date.now() - HOUR });

/** GET /availability/:id answers `soldOut` for the store; every call is counted. */
function answerAvailability(locationId: string, soldOut: SoldOutItem[]) {
  const fetchMock = vi.fn(async (url: string) => {
    expect(String(url)).toContain(`/api/v1/availability/${locationId}`);
    return Response.json({ success: true, availability: { locationId, soldOut, asOf: Date.now() } satisfies StoreAvailability, partyHost: '' });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => {
  vi.unstubAllGlobals();
  setMyStore(null);
  localStorage.clear();
});

describe('what My store has today, on the menu (issue #25)', () => {
  it('marks a sold-out drink’s card in words with the store and when it is back, and only that one; one read for the whole page', async () => {
    setMyStore({ id: 'store-a', name: 'Downtown Austin', timeZone: 'America/Chicago' });
    const fetchMock = answerAvailability('store-a', [taro(Date.now() + 2 * HOUR), pearls(Date.now() + 2 * HOUR)]);
    render(
      <>
        <MyStoreLine />
        <div data-testid="taro">
          <MyStoreDrinkSoldOut drinkId="taro" />
        </div>
        <div data-testid="classic">
          <MyStoreDrinkSoldOut drinkId="classic" />
        </div>
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('taro').textContent).toMatch(/^Sold out today at Downtown Austin · back (at|tomorrow at) \d{1,2}:\d\d [ap]m$/));
    expect(screen.getByTestId('classic').textContent).toBe('');
    expect(screen.getByRole('status').textContent).toBe('My store: Downtown Austin. Drinks sold out there today are marked. Toppings sold out there: Tapioca Pearls.');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('says nothing without a My store, and asks nothing', async () => {
    const fetchMock = answerAvailability('store-b', [taro(Date.now() + HOUR)]);
    const { container } = render(
      <>
        <MyStoreLine />
        <MyStoreDrinkSoldOut drinkId="taro" />
      </>,
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(container.textContent).toBe('');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offline, shows the list kept on the device with its age, and still drops what is back by now', async () => {
    const asOf = Date.UTC(2026, 10, 26, 20, 40); // 2:40 pm in Austin
    localStorage.setItem(
      'availability:store-c',
      JSON.stringify({ availability: { locationId: 'store-c', asOf, soldOut: [taro(Date.now() + HOUR), pearls(Date.now() - 1)] }, partyHost: '' }),
    );
    setMyStore({ id: 'store-c', name: 'Downtown Austin', timeZone: 'America/Chicago' });
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    render(
      <>
        <MyStoreLine />
        <div data-testid="taro">
          <MyStoreDrinkSoldOut drinkId="taro" />
        </div>
      </>,
    );
    expect(screen.getByRole('status').textContent).toBe('My store: Downtown Austin. Drinks sold out there today are marked. · as of 2:40 pm');
    expect(screen.getByTestId('taro').textContent).toContain('Sold out today at Downtown Austin');
  });
});

describe('a store page’s drink cards (issue #25)', () => {
  it('the card of a drink sold out there says so and when it is back; another card says nothing', async () => {
    answerAvailability('store-d', [taro(Date.now() + 2 * HOUR)]);
    render(
      <>
        <div data-testid="taro">
          <StoreDrinkSoldOut locationId="store-d" timeZone="America/Chicago" drinkId="taro" />
        </div>
        <div data-testid="horchata">
          <StoreDrinkSoldOut locationId="store-d" timeZone="America/Chicago" drinkId="horchata" />
        </div>
      </>,
    );
    await waitFor(() => expect(screen.getByTestId('taro').textContent).toMatch(/^Sold out today · back (at|tomorrow at) \d{1,2}:\d\d [ap]m$/));
    expect(screen.getByTestId('horchata').textContent).toBe('');
  });
});
