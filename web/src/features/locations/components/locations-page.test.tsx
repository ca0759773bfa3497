import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { weekdays } from '../../../lib/contract';
import { LocationsScreen } from '../../../app/routes/locations';
import { db, type CachedLocation } from '../../../lib/db';
import { storeFixture } from '../../../test/store-fixture';
import { renderRoutes } from '../../../test/render-app';

const store = (n: number, name: string, closing: string | null, link = `https://order.example.com/${n}`): CachedLocation => ({
  ...storeFixture({
    _id: `l-${n}`,
    name,
    address: `${n} Main St, Austin, TX`,
    email: `s${n}@example.com`,
    thirdPartyLink: link,
    timings: weekdays.map((day) => ({ day, openTime: closing ? '10:00' : null, closingTime: closing })),
  }),
  position: n,
});

// Wednesday 25 November 2026, 15:00 in Chicago, where the stores are.
const wednesdayAfternoon = new Date('2026-11-25T21:00:00Z');

beforeEach(async () => {
  vi.useFakeTimers({ now: wednesdayAfternoon, toFake: ['Date'] });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
  // Offline: no third-party map is loaded, and none is needed.
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await Promise.all([db.locations.clear(), db.comingSoon.clear()]);
  await db.locations.bulkPut([store(0, 'Downtown Austin', '22:30'), store(1, 'Houston Chinatown', '00:00'), store(2, 'Closed Corner', null, 'javascript:alert(1)')]);
  await db.comingSoon.bulkPut([{ _id: 'c-1', name: 'Denver Highlands', address: '3220 Tejon St', email: 'd@example.com', status: 'Coming Soon', position: 0 }]);
});
afterEach(() => vi.useRealTimers());

const renderAt = (path: string) => renderRoutes([{ path: '/locations', element: <LocationsScreen /> }], path).at;

const storeList = () => screen.getByRole('region', { name: 'Stores' });
const storeNames = () =>
  within(storeList())
    .queryAllByRole('button', { name: /Austin|Chinatown|Corner/ })
    .map((b) => b.textContent);

describe('/locations, offline with a cache', () => {
  it("shows each store's picture, name, address and, in the store's own time, whether it is open", async () => {
    renderAt('/locations');
    expect(await screen.findByRole('button', { name: 'Downtown Austin' })).toBeTruthy();
    expect(storeNames()).toEqual(['Downtown Austin', 'Houston Chinatown', 'Closed Corner']);
    const cards = screen.getAllByRole('article');
    expect(cards[0].textContent).toContain('0 Main St, Austin, TX');
    expect(cards[0].textContent).toContain('Open till 10:30 pm');
    expect(cards[1].textContent).toContain('Open till 12:00 am');
    expect(cards[2].textContent).not.toContain('Open till');
    expect(cards[2].textContent).toContain('Closed');
    // Each card's way to its page names the store, starting with the words it shows (voice control).
    const pageLink = within(cards[0]).getByRole('link', { name: 'Hours & details of Downtown Austin' });
    expect(pageLink.getAttribute('aria-label')!.startsWith(pageLink.textContent)).toBe(true);
  });

  it('filters by name with Find a store, starting from ?q= and keeping the URL in step', async () => {
    const at = renderAt('/locations?q=town');
    const search = await screen.findByRole('searchbox', { name: 'Find a store' });
    expect((search as HTMLInputElement).value).toBe('town');
    await waitFor(() => expect(storeNames()).toEqual(['Downtown Austin', 'Houston Chinatown']));
    fireEvent.change(search, { target: { value: 'HOUSTON' } });
    expect(storeNames()).toEqual(['Houston Chinatown']);
    await waitFor(() => expect(at().search).toBe('?q=HOUSTON'));
    fireEvent.change(search, { target: { value: 'dallas' } });
    expect(screen.getByText('No stores match “dallas”. Try a city, a state or a ZIP code.')).toBeTruthy();
  });

  describe('finding stores by place, on the list and the map', () => {
    const placed = async () => {
      await db.locations.clear();
      await db.locations.bulkPut([
        { ...store(0, 'Downtown Austin', '22:30'), address: '612 Congress Ave, Austin, TX 78701', latitude: 30.2688, longitude: -97.7428 },
        { ...store(1, 'Houston Chinatown', '00:00'), address: '9889 Bellaire Blvd, Houston, TX 77036', latitude: 29.7053, longitude: -95.5536 },
        { ...store(2, 'Waikiki Corner', '21:00'), address: '2250 Kalakaua Ave, Honolulu, HI 96815', latitude: 21.28, longitude: -157.83 },
      ]);
      await db.comingSoon.bulkPut([
        { _id: 'c-2', name: 'Dallas Deep Ellum', address: '2800 Main St, Dallas, TX 75226', email: 'x@example.com', status: 'Coming Soon', position: 1 },
      ]);
    };
    const comingSoonNames = () =>
      within(screen.getByRole('region', { name: 'Coming Soon' }))
        .queryAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);

    it('finds stores by ZIP, state code and state name, and narrows the coming-soon list the same way', async () => {
      await placed();
      renderAt('/locations?q=78701');
      await waitFor(() => expect(storeNames()).toEqual(['Downtown Austin']));
      expect(screen.getByText('1 of 3 stores')).toBeTruthy();
      expect(await screen.findByText('No upcoming stores match “78701”.')).toBeTruthy();
      expect(comingSoonNames()).toEqual([]);
      const search = screen.getByRole('searchbox', { name: 'Find a store' });
      fireEvent.change(search, { target: { value: 'tx' } });
      expect(storeNames()).toEqual(['Downtown Austin', 'Houston Chinatown']);
      expect(comingSoonNames()).toEqual(['Dallas Deep Ellum']);
      fireEvent.change(search, { target: { value: 'Texsa' } });
      expect(storeNames()).toEqual(['Downtown Austin', 'Houston Chinatown']);
      fireEvent.change(search, { target: { value: 'hawaii' } });
      expect(storeNames()).toEqual(['Waikiki Corner']);
      expect(comingSoonNames()).toEqual([]);
    });

    it('offers the stores of the area for a ZIP without a store', async () => {
      await placed();
      renderAt('/locations?q=78745');
      await waitFor(() => expect(storeNames()).toEqual(['Downtown Austin']));
      expect(screen.getByText('No store in 78745 yet. This one is in the same area.')).toBeTruthy();
    });

    it('pins the shown stores on the map, each opening its store; stores off the mainland are listed beside it', async () => {
      await placed();
      renderAt('/locations?q=houston');
      const map = await screen.findByRole('region', { name: 'Our stores on the map' });
      const pin = await within(map).findByRole('button', { name: 'Houston Chinatown, Houston, TX' });
      expect(within(map).getAllByRole('button')).toEqual([pin]);
      fireEvent.click(pin);
      expect(await screen.findByRole('dialog', { name: 'Houston Chinatown' })).toBeTruthy();
      fireEvent.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' })[0]);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      fireEvent.change(screen.getByRole('searchbox', { name: 'Find a store' }), { target: { value: '' } });
      expect(within(map).getByRole('heading', { name: 'Not on the map' })).toBeTruthy();
      fireEvent.click(within(map).getByRole('button', { name: 'Waikiki Corner, Honolulu, HI' }));
      expect(await screen.findByRole('dialog', { name: 'Waikiki Corner' })).toBeTruthy();
    });

    it('gives stores too close to tell apart on a phone one pin, which lists them, each opening its store', async () => {
      await placed();
      renderAt('/locations?q=tx');
      const map = await screen.findByRole('region', { name: 'Our stores on the map' });
      // Austin and Houston are closer on a phone's map than a pin is wide.
      const shared = await within(map).findByRole('button', { name: '2 stores here: Downtown Austin, Austin, TX; Houston Chinatown, Houston, TX' });
      expect(within(map).getAllByRole('button')).toEqual([shared]);
      expect(shared.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(shared);
      expect(shared.getAttribute('aria-expanded')).toBe('true');
      const listed = within(map).getAllByRole('button').slice(1);
      expect(listed.map((b) => b.textContent)).toEqual(['Downtown Austin', 'Houston Chinatown']);
      // Escape closes the list and gives the pin its focus back.
      fireEvent.keyDown(listed[0], { key: 'Escape' });
      expect(shared.getAttribute('aria-expanded')).toBe('false');
      expect(document.activeElement).toBe(shared);
      // A tap elsewhere closes it too.
      fireEvent.click(shared);
      fireEvent.pointerDown(document.body);
      expect(shared.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(shared);
      fireEvent.click(within(map).getByRole('button', { name: 'Houston Chinatown, Houston, TX' }));
      expect(await screen.findByRole('dialog', { name: 'Houston Chinatown' })).toBeTruthy();
      expect(shared.getAttribute('aria-expanded')).toBe('false');
      fireEvent.click(within(screen.getByRole('dialog')).getAllByRole('button', { name: 'Close' })[0]);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    });
  });

  it('opens a store with its hours, address, Order Online link and a close button', async () => {
    renderAt('/locations');
    fireEvent.click(await screen.findByRole('button', { name: 'Downtown Austin' }));
    const dialog = await screen.findByRole('dialog', { name: 'Downtown Austin' });
    expect(dialog.textContent).toContain('Open till 10:30 pm');
    expect(within(dialog).getByRole('link', { name: 'Hours & details' }).getAttribute('href')).toBe('/locations/downtown-austin');
    expect(dialog.textContent).toContain('0 Main St, Austin, TX');
    const order = within(dialog).getByRole('link', { name: /Order Online/ });
    expect([order.getAttribute('href'), order.getAttribute('target'), order.getAttribute('rel')]).toEqual(['https://order.example.com/0', '_blank', 'noopener noreferrer']);
    // Offline the map box still gives the address and Directions.
    expect(within(dialog).getByText('The map needs an internet connection.')).toBeTruthy();
    expect(dialog.querySelector('iframe')).toBeNull();
    expect(
      within(dialog)
        .getByRole('link', { name: /Directions/ })
        .getAttribute('href'),
    ).toBe('https://www.google.com/maps/dir/?api=1&destination=0%20Main%20St%2C%20Austin%2C%20TX');
    // The header's X and the button beside Order Online both close it.
    const closers = within(dialog).getAllByRole('button', { name: 'Close' });
    expect(closers).toHaveLength(2);
    fireEvent.click(closers[1]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no Order Online link when the stored link is not a web address', async () => {
    renderAt('/locations');
    fireEvent.click(await screen.findByRole('button', { name: 'Closed Corner' }));
    const dialog = await screen.findByRole('dialog', { name: 'Closed Corner' });
    expect(within(dialog).queryByRole('link', { name: /Order Online/ })).toBeNull();
  });

  it('lists the coming-soon stores with their status', async () => {
    renderAt('/locations');
    const section = await screen.findByRole('region', { name: 'Coming Soon' });
    await waitFor(() => expect(within(section).getByText('Denver Highlands')).toBeTruthy());
    expect(within(section).getByText('Coming Soon', { selector: '.badge' })).toBeTruthy();
    expect(within(section).getByText('3220 Tejon St')).toBeTruthy();
  });

  it('says why and offers Try again when nothing is cached and the network fails', async () => {
    await db.locations.clear();
    renderAt('/locations');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain("We couldn't reach the server.");
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ success: true, locations: [store(5, 'Back Online', '21:00')] })),
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Back Online' })).toBeTruthy();
  });

  describe('Use my location', () => {
    const withCoordinates = async () => {
      await db.locations.bulkPut([
        { ...store(0, 'Downtown Austin', '22:30'), latitude: 30.2686, longitude: -97.7427 },
        { ...store(1, 'Houston Chinatown', '00:00'), latitude: 29.7055, longitude: -95.5517 },
      ]);
    };
    const answer = (respond: (ok: PositionCallback, fail: PositionErrorCallback) => void) =>
      vi.spyOn(navigator, 'geolocation', 'get').mockReturnValue({ getCurrentPosition: respond } as Geolocation);

    it('sorts the stores by distance and shows it in miles', async () => {
      await withCoordinates();
      // Near Houston's Bellaire Blvd.
      answer((ok) => ok({ coords: { latitude: 29.71, longitude: -95.55 } } as GeolocationPosition));
      renderAt('/locations');
      await screen.findByRole('button', { name: 'Downtown Austin' });
      fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
      await waitFor(() => expect(storeNames()).toEqual(['Houston Chinatown', 'Downtown Austin', 'Closed Corner']));
      const cards = screen.getAllByRole('article');
      expect(cards[0].textContent).toContain('0.3 mi away');
      expect(cards[1].textContent).toContain('137 mi away');
      expect(cards[2].textContent).not.toContain('mi away');
      expect(screen.getByRole('status').textContent).toBe('Nearest stores first.');
    });

    it('leaves the list as it was, with a short note, when permission is refused', async () => {
      await withCoordinates();
      answer((_, fail) => fail({ code: 1, PERMISSION_DENIED: 1 } as GeolocationPositionError));
      renderAt('/locations');
      await screen.findByRole('button', { name: 'Downtown Austin' });
      fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
      expect((await screen.findByRole('status')).textContent).toBe('Location permission was refused, so the stores stay in their usual order.');
      expect(storeNames()).toEqual(['Downtown Austin', 'Houston Chinatown', 'Closed Corner']);
      expect(screen.getAllByRole('article').some((c) => c.textContent?.includes('mi away'))).toBe(false);
    });
  });
});
