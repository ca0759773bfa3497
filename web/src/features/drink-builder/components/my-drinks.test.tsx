import 'fake-indexeddb/auto';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { renderRoutes } from '../../../test/render-app';
import MyDrinks from './my-drinks';

const facts = {
  sizes: [{ name: 'Medium', ounces: 16, calories: 280, sugarG: 38, addedSugarG: 30, caffeineMg: 60 }],
  served: 'cold' as const,
  sugarLevels: [100, 50],
  iceLevels: ['regular' as const],
  allergens: ['milk' as const],
  dairyFreeOption: false,
  vegan: false,
  toppingIds: ['pearls', 'pudding'],
};
const build = (toppingIds: string[]) => ({ size: 'Medium', temperature: 'cold' as const, sugar: 100, ice: 'regular' as const, toppingIds });

beforeEach(async () => {
  vi.stubGlobal(
    'fetch',
    vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
  );
  await Promise.all([db.series.clear(), db.drinks.clear(), db.toppings.clear(), db.favorites.clear()]);
  await db.series.put({ _id: 's-milk', name: 'Milk Tea', image: null, imageId: null, signature: false, position: 0 });
  await db.drinks.bulkPut([
    { _id: 'd-classic', name: 'Classic Pearl Milk Tea', description: '', seriesId: 's-milk', image: null, rating: null, reviewCount: 0, position: 0, facts },
    { _id: 'd-taro', name: 'Taro Milk Tea', description: '', seriesId: 's-milk', image: null, rating: null, reviewCount: 0, position: 1, facts },
  ]);
  await db.toppings.bulkPut([
    { _id: 'pearls', name: 'Tapioca Pearls', image: '', calories: 150, sugarG: 12, caffeineMg: 0, allergens: [], vegan: true, position: 0 },
    { _id: 'pudding', name: 'Egg Pudding', image: '', calories: 100, sugarG: 10, caffeineMg: 0, allergens: ['egg'], vegan: false, position: 1 },
  ]);
  const at = Date.now();
  await db.favorites.bulkPut([
    { id: 'f1', drinkId: 'd-classic', drinkName: 'Classic Pearl Milk Tea', label: 'Pearl Friday', build: build(['pearls', 'pudding']), createdAt: at, updatedAt: at },
    { id: 'f2', drinkId: 'd-taro', drinkName: 'Taro Milk Tea', label: '', build: build(['pudding']), createdAt: at + 1, updatedAt: at + 1 },
  ]);
});

afterEach(() => localStorage.clear());

function pickMyStore(soldOut: { itemType: 'drink' | 'topping'; itemId: string; name: string }[]) {
  const now = Date.now();
  localStorage.setItem('my-store', JSON.stringify({ id: 'store-1', name: 'Downtown Austin', timeZone: 'America/Chicago' }));
  localStorage.setItem(
    'availability:store-1',
    JSON.stringify({ availability: { locationId: 'store-1', asOf: now, soldOut: soldOut.map((s) => ({ ...s, until: now + 3600_000, since: now })) }, partyHost: '' }),
  );
}

const card = async (name: string) => (await screen.findByRole('heading', { name })).closest('article')!;

describe('My drinks with a My store (issue #25)', () => {
  it('a saved drink whose topping or drink is sold out there says so, instead of keeping it silently', async () => {
    pickMyStore([
      { itemType: 'topping', itemId: 'pearls', name: 'Tapioca Pearls' },
      { itemType: 'drink', itemId: 'd-taro', name: 'Taro Milk Tea' },
    ]);
    renderRoutes([{ path: '/menu', element: <MyDrinks /> }], '/menu');
    await screen.findByText('Tapioca Pearls: sold out today at Downtown Austin, left out at the counter');
    expect((await card('Pearl Friday')).textContent).toContain('Tapioca Pearls: sold out today at Downtown Austin, left out at the counter');
    expect((await card('Taro Milk Tea')).textContent).toMatch(/Sold out today at Downtown Austin · back (at|tomorrow at) \d{1,2}:\d\d [ap]m/);
    expect((await card('Taro Milk Tea')).textContent).not.toContain('Egg Pudding: sold out');
  });

  it('without a My store, says nothing of any store', async () => {
    renderRoutes([{ path: '/menu', element: <MyDrinks /> }], '/menu');
    await screen.findByText(/Tapioca Pearls · Egg Pudding/);
    // The device's My store is read once the page is idle; until then the page holds what it read before (the test before picked one).
    await waitFor(async () => expect((await card('Pearl Friday')).textContent).not.toMatch(/sold out/i));
  });
});

describe('My drinks, saved on the same page', () => {
  it('shows a build saved after the page found none', async () => {
    await db.favorites.clear();
    renderRoutes([{ path: '/menu', element: <MyDrinks /> }], '/menu');
    // The page asked IndexedDB and found nothing: no section yet.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('heading', { name: 'My drinks' })).toBeNull();

    const { favoriteWrites } = await import('../../../sync/cached-resources');
    await (await favoriteWrites()).saveFavorite({ _id: 'd-taro', name: 'Taro Milk Tea' }, build(['pudding']), 'After school');
    expect((await card('After school')).textContent).toContain('Egg Pudding');
  });
});
