/**
 * Stores in their own time, against the seeded stack: with the browser's
 * clock and time zone pinned (Monday 07:10 in Chicago) no store claims to be
 * open; a store's own page says when it opens, marks today and carries its
 * JSON-LD; a store run by a franchise shows that franchise's own drinks, in
 * the Worker's HTML and offline; Use my location sorts by miles, or leaves the
 * list when refused; the Worker lists every store page in /sitemap.xml.
 */
import { expect, inject, it } from 'vitest';
import { browserPerFile } from './support/browser';
import { open } from './support/navigate';

const baseURL = inject('baseURL');
const newContext = browserPerFile();

// Monday 23 November 2026, 07:10 in Chicago (13:10 UTC): before any demo store opens, in any of their zones.
const MONDAY_0710_CHICAGO = new Date('2026-11-23T13:10:00Z');

interface Location {
  name: string;
  slug: string;
  timeZone: string;
}

async function demoStores(): Promise<Location[]> {
  return ((await (await fetch(`${baseURL}/api/v1/user/locations`)).json()) as { locations: Location[] }).locations;
}

async function chicagoMorningPage(options: Parameters<typeof newContext>[0] = {}) {
  const context = await newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'America/Chicago', ...options });
  const page = await context.newPage();
  await page.clock.setFixedTime(MONDAY_0710_CHICAGO);
  return page;
}

it('on Monday 07:10 in Chicago no store claims to be open, and a store page says when it opens', async () => {
  const stores = await demoStores();
  expect(new Set(stores.map((s) => s.timeZone))).toEqual(new Set(['America/New_York', 'America/Chicago', 'America/Denver', 'America/Los_Angeles']));
  const page = await chicagoMorningPage();
  await open(page, `${baseURL}/locations`, page.getByRole('button', { name: 'Downtown Austin', exact: true }));

  const cards = page.locator('.location-card');
  await expect(cards.count()).resolves.toBe(stores.length);
  // The server's page shows the status at its own time; the browser's clock (07:10 here) takes over once the app runs.
  await expect
    .poll(async () => (await cards.allTextContents()).every((text) => !/Open till|Closing soon/.test(text) && /Opens at|Closed · opens/.test(text)), { timeout: 15_000 })
    .toBe(true);
  const austin = page.getByRole('article').filter({ has: page.getByRole('button', { name: 'Downtown Austin', exact: true }) });
  await austin.getByText('Opens at 10:00 am · till 9:00 pm').waitFor();

  // The card links to the store's own page.
  await austin.getByRole('link', { name: 'Hours & details of Downtown Austin' }).click();
  await page.waitForURL(`${baseURL}/locations/downtown-austin`);
  const store = page.getByRole('article');
  await store.getByRole('heading', { level: 1, name: 'Downtown Austin' }).waitFor();
  await store.getByText('Opens at 10:00 am · till 9:00 pm').waitFor();
  await expect(store.locator('tr[aria-current="date"] th').textContent()).resolves.toBe('Monday · today');
  await expect(store.getByRole('link', { name: /Directions/ }).getAttribute('href')).resolves.toMatch(
    /^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=30\.2688%2C-97\.7428$/,
  );
  await expect(page.title()).resolves.toMatch(/^Downtown Austin \| /);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}') as Record<string, unknown>;
  expect(ld).toMatchObject({ '@type': 'CafeOrCoffeeShop', name: 'Downtown Austin', geo: { latitude: 30.2688, longitude: -97.7428 } });
});

it('answers a store page address with the app when it is opened directly', async () => {
  const page = await chicagoMorningPage();
  await open(page, `${baseURL}/locations/brooklyn-williamsburg`, page.getByRole('heading', { level: 1, name: 'Brooklyn Williamsburg' }));
  // 08:10 in New York; the store opens at 9.
  await page.getByRole('article').getByText('Opens at 9:00 am · till 10:00 pm').waitFor();
});

it("shows the drinks of the franchise running a store on its page, in the Worker's HTML and offline", async () => {
  const html = await (await fetch(`${baseURL}/locations/san-jose-japantown`)).text();
  expect(html).toContain('Ube Coconut Milk Tea');

  const page = await chicagoMorningPage();
  const ownDrinks = page.getByRole('region', { name: 'This store’s own drinks' });
  await open(page, `${baseURL}/locations/san-jose-japantown`, ownDrinks);
  const seasonal = ownDrinks.getByRole('region', { name: 'Seasonal Specials' });
  await expect(seasonal.getByRole('listitem').filter({ hasText: 'Ube Coconut Milk Tea' }).locator('img').getAttribute('srcset')).resolves.toMatch(/ 320w/);
  // A store no franchise runs has no such section.
  await page.getByRole('link', { name: '← All stores' }).click();
  await page.getByRole('link', { name: 'Hours & details of Chicago Wicker Park' }).click();
  await page.getByRole('heading', { level: 1, name: 'Chicago Wicker Park' }).waitFor();
  await expect(ownDrinks.count()).resolves.toBe(0);

  // Offline, the page opens from the cache with the drinks.
  await page.getByRole('link', { name: '← All stores' }).click();
  await page.context().setOffline(true);
  await page.getByRole('link', { name: 'Hours & details of San Jose Japantown' }).click();
  await ownDrinks.getByRole('region', { name: 'Local Favorites' }).getByText('Hojicha Latte').waitFor();
  await page.context().setOffline(false);
});

it('Use my location sorts the stores by distance, in miles', async () => {
  // Beside the Wicker Park store.
  const page = await chicagoMorningPage({ permissions: ['geolocation'], geolocation: { latitude: 41.91, longitude: -87.68 } });
  await open(page, `${baseURL}/locations`, page.getByRole('button', { name: 'Downtown Austin', exact: true }));
  await page.getByRole('button', { name: 'Use my location' }).click();
  await page.getByRole('status').getByText('Nearest stores first.').waitFor();
  const names = await page.locator('.location-card__open').allTextContents();
  expect(names[0]).toBe('Chicago Wicker Park');
  await expect(page.locator('.location-card').first().textContent()).resolves.toMatch(/0\.\d mi away/);
});

it('refusing the location leaves the list as it was, with a short note', async () => {
  const page = await chicagoMorningPage();
  await open(page, `${baseURL}/locations`, page.getByRole('button', { name: 'Downtown Austin', exact: true }));
  const before = await page.locator('.location-card__open').allTextContents();
  await page.context().clearPermissions();
  await page.getByRole('button', { name: 'Use my location' }).click();
  await page
    .getByRole('status')
    .getByText(/stay in their usual order/)
    .waitFor();
  await expect(page.locator('.location-card__open').allTextContents()).resolves.toEqual(before);
});

it('lists every store page in the sitemap that robots.txt names', async () => {
  const stores = await demoStores();
  const robots = await (await fetch(`${baseURL}/robots.txt`)).text();
  expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  const res = await fetch(`${baseURL}/sitemap.xml`);
  expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
  const xml = await res.text();
  for (const s of stores) expect(xml).toContain(`<loc>${baseURL}/locations/${s.slug}</loc>`);
});
