/**
 * A visitor's journey through the public menu and the store finder, against
 * the seeded stack: browse series and drinks, read approved reviews, write
 * one (it waits for approval), find a store and check today's closing time
 * (in the store's own time zone).
 */
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DEMO_LOGINS } from '../scripts/seed/logins.mjs';
import { browserPerFile } from './support/browser';
import { open } from './support/navigate';

const baseURL = inject('baseURL');
const api = (path: string, init?: RequestInit) => fetch(`${baseURL}/api/v1${path}`, init);

interface Drink {
  _id: string;
  name: string;
  seriesId: string;
}
interface Series {
  _id: string;
  name: string;
  drinks: Drink[];
}
interface Review {
  _id: string;
  name: string;
  comment: string;
}
interface Location {
  _id: string;
  name: string;
  address: string;
  timeZone: string;
  timings: { day: string; openTime: string | null; closingTime: string | null }[];
}

async function approvedReviews(drinkId: string): Promise<Review[]> {
  return ((await (await api(`/review/drink/${drinkId}/approved`)).json()) as { reviews: Review[] }).reviews;
}

/** A drink of the brand menu with at least three approved reviews, so the carousel can step. */
async function reviewedDrink(): Promise<{ series: Series; drink: Drink; reviews: Review[] }> {
  const { menu } = (await (await api('/user/menu/admin/series')).json()) as { menu: { series: Series[] } };
  expect(menu.series.length).toBeGreaterThanOrEqual(10);
  for (const series of menu.series) {
    for (const drink of series.drinks) {
      const reviews = await approvedReviews(drink._id);
      if (reviews.length >= 3) return { series, drink, reviews };
    }
  }
  throw new Error('The seed has no drink with three approved reviews.');
}

/**
 * A Wednesday afternoon in Central time, when the demo's Central stores are
 * open: the page reads the store's own clock, so the test pins the browser's.
 */
const WEDNESDAY_AFTERNOON = new Date('2026-11-25T20:00:00Z');

/** Today's closing time in the store's own time zone, worked out here rather than with the app's code. */
function expectedOpenTill(location: Location, now: Date): string {
  const day = new Intl.DateTimeFormat('en-US', { timeZone: location.timeZone, weekday: 'long' }).format(now);
  const today = location.timings.find((t) => t.day === day);
  if (!today?.openTime || !today.closingTime) return '';
  const [h, m] = today.closingTime.split(':').map(Number) as [number, number];
  return `${h % 12 === 0 ? 12 : h % 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

async function adminCookie(): Promise<string> {
  const admin = DEMO_LOGINS.find((l) => l.role === 'admin')!;
  const res = await api('/user/login', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: baseURL },
    body: JSON.stringify({ email: admin.email, password: admin.password }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

let page: Page;
const newContext = browserPerFile();

it('browses the menu, reads approved reviews and writes one that waits for approval', async () => {
  const { series, drink, reviews } = await reviewedDrink();
  const context = await newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();

  await open(page, `${baseURL}/menu`, page.getByRole('heading', { level: 1, name: 'Menu' }));
  const cards = page.getByRole('list', { name: 'All series' });
  await cards.getByRole('link', { name: series.name, exact: true }).click();
  await page.waitForURL(`${baseURL}/menu/${series._id}`);
  await page.getByRole('heading', { level: 1, name: `${series.name} Series` }).waitFor();
  await expect(page.title()).resolves.toContain(`${series.name} Series`);

  await page.getByRole('button', { name: drink.name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: drink.name });
  await dialog.waitFor();
  expect(new URL(page.url()).searchParams.get('drink')).toBe(drink._id);
  await expect(dialog.getByRole('tab', { name: 'Description' }).getAttribute('aria-selected')).resolves.toBe('true');

  const reviewsTab = dialog.getByRole('tab', { name: 'Reviews' });
  await reviewsTab.click();
  const panel = dialog.getByRole('tabpanel', { name: 'Reviews' });
  const carousel = panel.getByRole('region', { name: `Reviews of ${drink.name}` });
  // Newest first, two at a time.
  await carousel.getByText(reviews[0].name, { exact: true }).waitFor();
  await carousel.getByText(reviews[1].name, { exact: true }).waitFor();
  await expect(carousel.getByText(reviews[2].name, { exact: true }).count()).resolves.toBe(0);
  await expect(carousel.getByRole('button', { name: 'Previous' }).isDisabled()).resolves.toBe(true);
  await carousel.getByRole('button', { name: 'Next' }).click();
  await carousel.getByText(reviews[2].name, { exact: true }).waitFor();
  await expect(carousel.getByText(reviews[0].name, { exact: true }).count()).resolves.toBe(0);
  await expect(carousel.getByRole('button', { name: 'Previous' }).isDisabled()).resolves.toBe(false);
  await expect(
    carousel
      .getByRole('img', { name: /out of 5 stars/ })
      .first()
      .isVisible(),
  ).resolves.toBe(true);

  // Write a review.
  const visitor = `E2E Visitor ${Date.now()}`;
  await panel.getByText('Want to write a review?').waitFor();
  await panel.getByRole('button', { name: 'Write a review' }).click();
  const form = panel.getByRole('form', { name: 'New Review' });
  await form.getByLabel('Name').fill(visitor);
  await form.getByRole('radio', { name: '4 stars' }).click();
  await form.getByLabel('Type Review').fill('Smooth tea and perfectly chewy pearls.');
  await form.getByRole('button', { name: 'Send' }).click();
  // The toast shows over the modal, not behind its backdrop: the browser hits the toast at its centre (once it has slid in).
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Review Submitted Successfully' });
  await toast.waitFor();
  await expect
    .poll(
      () =>
        toast.evaluate((el) => {
          const box = el.getBoundingClientRect();
          return el.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
        }),
      { timeout: 5_000 },
    )
    .toBe(true);
  // The form gives way to the thank-you, which holds the focus.
  const thanks = panel.getByRole('status').filter({ hasText: 'appear here once it has been approved' });
  await thanks.waitFor();
  await expect(thanks.evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  await expect(form.count()).resolves.toBe(0);
  await panel.getByRole('button', { name: 'Write another review' }).click();
  await expect(form.getByLabel('Name').inputValue()).resolves.toBe('');
  await expect(form.getByLabel('Type Review').inputValue()).resolves.toBe('');
  await expect(form.getByRole('radio', { name: '4 stars' }).getAttribute('aria-checked')).resolves.toBe('false');
  // Pending, so not listed: neither on screen nor by the public API…
  await expect(carousel.getByText(visitor).count()).resolves.toBe(0);
  expect((await approvedReviews(drink._id)).map((r) => r.name)).not.toContain(visitor);
  // …but the admin sees it waiting.
  const pending = (await (await api(`/review/drink/${drink._id}/pending`, { headers: { Cookie: await adminCookie() } })).json()) as { reviews: (Review & { rating: number })[] };
  expect(pending.reviews.find((r) => r.name === visitor)).toMatchObject({ rating: 4, comment: 'Smooth tea and perfectly chewy pearls.' });

  // Closing the modal keeps the visitor on the series page.
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  expect(new URL(page.url()).searchParams.has('drink')).toBe(false);
  await context.close();
});

it('opens a drink straight from a link with ?drink=', async () => {
  const { series, drink } = await reviewedDrink();
  page = await (await newContext()).newPage();
  await open(page, `${baseURL}/menu?drink=${drink._id}`, page.getByRole('dialog', { name: drink.name }));
  await page.waitForURL(`${baseURL}/menu/${series._id}?drink=${drink._id}`);
  await page.close();
});

it("finds a store by name and shows today's closing time in its details", async () => {
  const { locations } = (await (await api('/user/locations')).json()) as { locations: Location[] };
  expect(locations.length).toBeGreaterThanOrEqual(6);
  const store = locations[1];
  expect(store.timeZone).toBe('America/Chicago');
  const context = await newContext({ viewport: { width: 390, height: 844 } });
  page = await context.newPage();
  await page.clock.setFixedTime(WEDNESDAY_AFTERNOON);

  const search = page.getByRole('searchbox', { name: 'Find a store' });
  await open(page, `${baseURL}/locations`, page.getByRole('button', { name: locations[0].name, exact: true }));
  await search.fill(store.name.slice(0, 8).toUpperCase());
  await page.waitForURL((url) => url.searchParams.get('q') === store.name.slice(0, 8).toUpperCase());
  const shown = await page.locator('.location-card__open').allTextContents();
  expect(shown).toContain(store.name);
  expect(shown.every((name) => name.toLowerCase().includes(store.name.slice(0, 8).toLowerCase()))).toBe(true);

  await page.getByRole('button', { name: store.name, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: store.name });
  await dialog.waitFor();
  const openTill = expectedOpenTill(store, WEDNESDAY_AFTERNOON);
  expect(openTill).not.toBe('');
  const text = await dialog.textContent();
  expect(text).toContain(`Open till ${openTill}`);
  expect(text).toContain(store.address);
  // The map box gives the address and Directions; the embed, built from the address, loads when asked for.
  await dialog.getByRole('link', { name: /Directions/ }).waitFor();
  expect(await dialog.locator('iframe').count()).toBe(0);
  await dialog.getByRole('button', { name: 'Show map' }).click();
  await expect(dialog.locator('iframe').getAttribute('src')).resolves.toBe(`https://maps.google.com/maps?q=${encodeURIComponent(store.address)}&z=13&output=embed`);
  const order = dialog.getByRole('link', { name: /Order Online/ });
  await expect(order.getAttribute('rel')).resolves.toBe('noopener noreferrer');
  await expect(order.getAttribute('target')).resolves.toBe('_blank');

  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await dialog.waitFor({ state: 'hidden' });
  // Coming-soon stores are narrowed by the same search: none of them is called that.
  const query = store.name.slice(0, 8).toUpperCase().trim();
  await page.getByRole('region', { name: 'Coming Soon' }).getByText(`No upcoming stores match “${query}”.`).waitFor();
  await search.fill('');
  await page.getByRole('region', { name: 'Coming Soon' }).getByRole('heading', { level: 3 }).first().waitFor();
  await context.close();
});
