/**
 * One visit prepares the whole public site for offline (/mobile-app promises
 * the menu and stores offline): a visitor who opened only the home page, and
 * stayed until the page said the site is on the device, opens every public
 * page with no network, with its data and its pictures. The first page is
 * taken over by the service worker without a reload.
 */
import type { Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { browserPerFile } from './support/browser';
import { navigate, open } from './support/navigate';

const baseURL = inject('baseURL');
const newContext = browserPerFile();

interface Drink {
  _id: string;
  name: string;
}
interface Series {
  _id: string;
  name: string;
  drinks: Drink[];
}

const api = async <T>(path: string) => (await (await fetch(`${baseURL}/api/v1${path}`)).json()) as T;

/** A drink with approved reviews, and the newest one's text. */
async function reviewedDrink(series: Series[]) {
  for (const s of series)
    for (const drink of s.drinks) {
      const { reviews } = await api<{ reviews: { comment: string }[] }>(`/review/drink/${drink._id}/approved`);
      if (reviews.length) return { series: s, drink, comment: reviews[0].comment };
    }
  throw new Error('the demo has no approved review');
}

/** Whether some picture in `selector` was decoded (a picture in no cache becomes a drawn placeholder offline). */
async function aPictureShows(page: Page, selector: string) {
  await page.evaluate((css) => {
    for (const img of document.querySelectorAll<HTMLImageElement>(`${css} img[loading="lazy"]`)) img.loading = 'eager';
  }, selector);
  await page.waitForFunction((css) => [...document.querySelectorAll<HTMLImageElement>(`${css} img`)].some((img) => img.complete && img.naturalWidth > 0), selector, {
    timeout: 15_000,
  });
}

const unreached = "We couldn't reach the server";

it('after one visit to the home page, opens every public page offline with its data and pictures', async () => {
  const { menu } = await api<{ menu: { series: Series[] } }>('/user/menu/admin/series');
  const { locations } = await api<{ locations: { slug: string; name: string }[] }>('/user/locations');
  const { profile } = await api<{ profile: { text: string } }>('/user/brand-profile');
  const reviewed = await reviewedDrink(menu.series);
  const store = locations[locations.length - 1];
  const series = menu.series[menu.series.length - 1];

  const context = await newContext({ viewport: { width: 390, height: 844 } });
  // The newsletter popup would open 5 s in; it is tested elsewhere.
  await context.addInitScript(() => sessionStorage.setItem('newsletter-popup-settled', '1'));
  const page = await context.newPage();
  await navigate(page, `${baseURL}/`, 'load');
  // No reload: the first page itself comes under the service worker, and says when the site is on the device.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null && document.documentElement.hasAttribute('data-offline-ready'), undefined, { timeout: 60_000 });
  await context.setOffline(true);

  const pages: string[] = [];
  const shows = async (path: string, ready: Locator) => {
    await open(page, `${baseURL}${path}`, ready);
    pages.push(`${path}: ${await page.locator('main').innerText()}`);
  };

  await shows('/locations', page.getByRole('heading', { level: 3, name: store.name }));
  await aPictureShows(page, '.location-card');

  await shows(`/locations/${store.slug}`, page.getByRole('heading', { level: 1, name: store.name }));
  await aPictureShows(page, '.store-details');

  await shows('/menu', page.getByRole('list', { name: 'All series' }).getByRole('link', { name: series.name, exact: true }));
  await aPictureShows(page, '.series-card');

  await shows(`/menu/${series._id}`, page.getByRole('button', { name: series.drinks[0].name, exact: true }));
  await aPictureShows(page, '.drink-card');

  // A drink's reviews, on a series page never opened online.
  await shows(`/menu/${reviewed.series._id}?drink=${reviewed.drink._id}`, page.getByRole('dialog', { name: reviewed.drink.name }));
  const dialog = page.getByRole('dialog', { name: reviewed.drink.name });
  await dialog.getByRole('tab', { name: 'Reviews' }).click();
  await dialog.getByRole('tabpanel', { name: 'Reviews' }).getByText(reviewed.comment).first().waitFor();

  await shows('/nutrition', page.getByRole('rowheader', { name: series.drinks[0].name, exact: true }));
  await shows('/contact', page.getByRole('form', { name: 'Contact form' }));
  await shows('/franchise', page.getByRole('heading', { level: 1, name: 'Interested in Franchising?' }));
  const heading = /^## (.+)$/m.exec(profile.text)?.[1];
  await shows('/brand-profile', heading ? page.getByRole('heading', { level: 2, name: heading }) : page.getByRole('heading', { level: 1, name: 'Brand Profile' }));

  expect(pages.filter((text) => text.includes(unreached))).toEqual([]);
  await context.setOffline(false);
});
