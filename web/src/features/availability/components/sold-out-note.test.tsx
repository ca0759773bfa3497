import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SoldOutItem, StoreAvailability } from '../../../lib/contract';
import { setMyStore } from '../../../lib/my-store';
import { PageSnapshotContext } from '../../../sync/snapshot';
import { hydrateServerHtml } from '../../../test/hydrate';
import { MyStoreDrinkSoldOut, MyStoreLine, StoreDrinkSoldOut } from './sold-out-note';
import { SoldOutToday } from './sold-out-today';

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

describe('a store page the server rendered, brought to life (issue #21)', () => {
  /** The store page's section and two cards as the server renders them with `rendered`, then hydrated; answers the container and how many times React committed them. */
  function bringToLife(rendered: StoreAvailability) {
    return hydrateServerHtml(
      <PageSnapshotContext.Provider value={{ availability: rendered, partyHost: '' }}>
        <SoldOutToday locationId={rendered.locationId} timeZone="America/Chicago" storeName="Downtown" />
        <div data-testid="taro">
          <StoreDrinkSoldOut locationId={rendered.locationId} timeZone="America/Chicago" drinkId="taro" />
        </div>
        <div data-testid="horchata">
          <StoreDrinkSoldOut locationId={rendered.locationId} timeZone="America/Chicago" drinkId="horchata" />
        </div>
      </PageSnapshotContext.Provider>,
    );
  }
  /** GET /availability/:id that never answers: what shows comes from the page and the device alone. */
  const neverAnswering = () =>
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => {})),
    );

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('takes over the rendered list without rendering the section and the cards a second time, and keeps it on the device once the page is idle', async () => {
    neverAnswering();
    const rendered = { locationId: 'store-h1', soldOut: [taro(Date.now() + 2 * HOUR)], asOf: Date.now() - 60_000 };
    const { container, commits } = await bringToLife(rendered);
    expect(container.querySelector('[data-testid="taro"]')?.textContent).toMatch(/^Sold out today · back/);
    expect(container.querySelector('[data-testid="horchata"]')?.textContent).toBe('');
    // One commit, the hydration's: a second would redo the store page in one task that blocks the phone.
    expect(commits.count).toBe(1);
    await waitFor(() => expect(JSON.parse(localStorage.getItem('availability:store-h1') ?? 'null')?.availability).toEqual(rendered));
  });

  it('a newer list kept on the device replaces the rendered one once the page is idle', async () => {
    neverAnswering();
    const rendered = { locationId: 'store-h2', soldOut: [taro(Date.now() + 2 * HOUR)], asOf: Date.now() - 10 * 60_000 };
    const kept = { locationId: 'store-h2', soldOut: [], asOf: Date.now() - 60_000 };
    localStorage.setItem('availability:store-h2', JSON.stringify({ availability: kept, partyHost: '' }));
    const { container } = await bringToLife(rendered);
    await waitFor(() => expect(container.querySelector('.sold-out-today__none')?.textContent).toBe('Everything on the menu is in today.'));
    expect(container.querySelector('[data-testid="taro"]')?.textContent).toBe('');
  });
});
