import 'fake-indexeddb/auto';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StoreScreen } from '../../../app/routes/store';
import { db } from '../../../lib/db';
import { storeFixture } from '../../../test/store-fixture';
import { renderRoutes } from '../../../test/render-app';

const austin = storeFixture({
  name: 'Downtown Austin',
  phone: '(512) 555-0142',
  latitude: 30.2686,
  longitude: -97.7427,
  specialHours: [
    { date: '2026-11-20', openTime: null, closingTime: null, label: 'Already past' },
    { date: '2026-11-26', openTime: null, closingTime: null, label: 'Thanksgiving' },
  ],
});

beforeEach(async () => {
  // Monday 23 November 2026, 07:10 in Chicago.
  vi.useFakeTimers({ now: new Date('2026-11-23T13:10:00Z'), toFake: ['Date'] });
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  await db.locations.clear();
  await db.locations.bulkPut([{ ...austin, position: 0 }]);
});
afterEach(() => vi.useRealTimers());

const renderAt = (path: string) => renderRoutes([{ path: '/locations/:slug', element: <StoreScreen /> }], path);

describe('/locations/:slug, offline from the cache', () => {
  it('shows the store: status in its own time, address, contact, Directions and Order Online', async () => {
    renderAt('/locations/downtown-austin');
    const page = await screen.findByRole('article');
    expect(within(page).getByRole('heading', { level: 1 }).textContent).toBe('Downtown Austin');
    expect(page.textContent).toContain('Opens at 10:00 am · till 9:00 pm');
    expect(page.textContent).toContain('612 Congress Ave, Austin, TX 78701');
    expect(within(page).getByRole('link', { name: '(512) 555-0142' }).getAttribute('href')).toBe('tel:5125550142');
    expect(within(page).getByRole('link', { name: 'austin@example.com' }).getAttribute('href')).toBe('mailto:austin@example.com');
    expect(
      within(page)
        .getByRole('link', { name: /Directions/ })
        .getAttribute('href'),
    ).toBe('https://www.google.com/maps/dir/?api=1&destination=30.2686%2C-97.7427');
    expect(
      within(page)
        .getByRole('link', { name: /Order Online/ })
        .getAttribute('href'),
    ).toBe('https://order.example.com/austin');
    expect(document.title).toContain('Downtown Austin');
  });

  it("lists the week with the store's today marked, and only the special hours still to come", async () => {
    renderAt('/locations/downtown-austin');
    const hours = await screen.findByRole('region', { name: 'Opening hours' });
    const rows = within(hours).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Monday · today10:00 am – 9:00 pm',
      ...['Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((d) => `${d}10:00 am – 9:00 pm`),
    ]);
    expect(rows[0].getAttribute('aria-current')).toBe('date');
    const special = within(hours).getByRole('region', { name: 'Special hours' });
    expect(
      within(special)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Thu, Nov 26 · Thanksgiving: Closed']);
  });

  it('carries its schema.org JSON-LD in the page, with absolute addresses', async () => {
    renderAt('/locations/downtown-austin');
    await screen.findByRole('article');
    const script = document.querySelector('script[type="application/ld+json"]');
    const ld = JSON.parse(script!.textContent) as Record<string, unknown>;
    expect(ld).toMatchObject({ '@type': 'CafeOrCoffeeShop', name: 'Downtown Austin', telephone: '(512) 555-0142', url: `${location.origin}/locations/downtown-austin` });
  });

  it("shows the drinks of the franchise running the store, by series, with each picture's variants", async () => {
    const drink = (name: string, imageSet?: { width: number; height: number; widths: number[] }) => ({
      _id: name,
      name,
      description: `${name}, made here.`,
      seriesId: 's1',
      image: `/api/v1/media/${encodeURIComponent(name)}.png`,
      imageSet,
      facts: null,
    });
    const houston = storeFixture({
      name: 'Houston Chinatown',
      franchiseId: 'f1',
      menu: [
        {
          _id: 's1',
          name: 'Texas Exclusives',
          image: null,
          imageId: null,
          signature: false,
          drinks: [drink('Peach Sweet Tea Boba', { width: 960, height: 960, widths: [320, 640] }), drink('Horchata Milk Tea')],
        },
      ],
    });
    await db.locations.put({ ...houston, position: 1 });
    renderAt('/locations/houston-chinatown');

    const menu = await screen.findByRole('region', { name: 'This store’s own drinks' });
    const series = within(menu).getByRole('region', { name: 'Texas Exclusives' });
    expect(
      within(series)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.store-menu__name')?.textContent),
    ).toEqual(['Peach Sweet Tea Boba', 'Horchata Milk Tea']);
    const [withVariants, plain] = [...series.querySelectorAll('img')];
    expect(withVariants.getAttribute('srcset')).toBe('/api/v1/media/Peach%20Sweet%20Tea%20Boba.png.320w.webp 320w, /api/v1/media/Peach%20Sweet%20Tea%20Boba.png.640w.webp 640w');
    expect(withVariants.getAttribute('sizes')).toBeTruthy();
    expect(plain.getAttribute('src')).toBe('/api/v1/media/Horchata%20Milk%20Tea.png');
    expect(within(menu).getByRole('link', { name: 'See the full menu' }).getAttribute('href')).toBe('/menu');
  });

  it('shows each own drink’s calories and marks as /menu does, with the FDA statement, and never a zero for a drink without facts', async () => {
    const facts = {
      sizes: [
        { name: 'Medium', ounces: 16, calories: 232, sugarG: 30, addedSugarG: 20, caffeineMg: 0 },
        { name: 'Large', ounces: 24, calories: 348, sugarG: 45, addedSugarG: 30, caffeineMg: 0 },
      ],
      served: 'cold' as const,
      sugarLevels: [100, 50, 0],
      iceLevels: ['regular' as const],
      allergens: ['milk' as const],
      dairyFreeOption: true,
      vegan: false,
      toppingIds: [],
    };
    const drink = (name: string, drinkFacts: typeof facts | null) => ({ _id: name, name, description: '', seriesId: 's1', image: null, facts: drinkFacts });
    const houston = storeFixture({
      name: 'Houston Chinatown',
      franchiseId: 'f1',
      menu: [
        { _id: 's1', name: 'Texas Exclusives', image: null, imageId: null, signature: false, drinks: [drink('Horchata Milk Tea', facts), drink('Peach Sweet Tea Boba', null)] },
      ],
    });
    await db.locations.put({ ...houston, position: 1 });
    renderAt('/locations/houston-chinatown');

    const menu = await screen.findByRole('region', { name: 'This store’s own drinks' });
    const [horchata, peach] = within(menu).getAllByRole('listitem');
    expect(within(horchata).getByText('230–350 Cal')).toBeTruthy();
    expect(within(horchata).getByText('Caffeine-free')).toBeTruthy();
    expect(within(horchata).getByText('Dairy-free option')).toBeTruthy();
    expect(within(peach).getByText('Nutrition facts coming soon')).toBeTruthy();
    expect(within(peach).queryByText(/\bCal\b/)).toBeNull();
    expect(within(menu).getByText(/^2,000 calories a day is used for general nutrition advice, but calorie needs vary\./)).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Nutrition facts of every drink' }).getAttribute('href')).toBe('/nutrition');
  });

  it('shows no drinks section for a store with no franchise menu, or cached before store menus', async () => {
    const { menu: _menu, ...older } = storeFixture({ name: 'Seattle Capitol Hill' });
    await db.locations.put({ ...older, position: 1 });
    for (const path of ['/locations/downtown-austin', '/locations/seattle-capitol-hill']) {
      const { unmount } = renderAt(path);
      await screen.findByRole('article');
      expect(screen.queryByRole('region', { name: 'This store’s own drinks' })).toBeNull();
      unmount();
    }
  });

  it('says so when no store has that address', async () => {
    renderAt('/locations/nowhere');
    expect(await screen.findByRole('heading', { level: 1, name: 'Store not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← All stores' }).getAttribute('href')).toBe('/locations');
  });
});
