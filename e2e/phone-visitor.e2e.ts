/**
 * A visitor on a phone (390 px) in Chromium against the seeded stack: the
 * franchise login is found from the phone menu and the footer and opens
 * with focus in it, the first invalid field shows below the sticky header,
 * staff get a Dashboard link in the header, a picture that cannot load
 * is drawn, not broken, the menu's pictures come as WebP variants sized
 * for a phone's cards (made from the seed by the Images binding), Back
 * closes a drink opened from its series, and a store's quick view keeps
 * Close and Order Online on screen.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile } from './support/browser';
import { open } from './support/navigate';
import { loginThroughForm } from './support/session';

const baseURL = inject('baseURL');
const PHONE = { width: 390, height: 844 };
const newContext = browserPerFile();

async function phonePage(): Promise<Page> {
  const context = await newContext({ viewport: PHONE });
  // The newsletter popup would cover the page 5 s in; it is tested elsewhere.
  await context.addInitScript(() => sessionStorage.setItem('newsletter-popup-settled', '1'));
  return context.newPage();
}

/** The server-rendered page answers clicks once the app has rendered it in the browser. */
async function openInteractive(page: Page, url: string) {
  const toggle = page.getByRole('button', { name: 'Navigation' });
  await open(page, url, toggle);
  await page.waitForFunction(() => Object.keys(document.querySelector('.nav-toggle') ?? {}).some((k) => k.startsWith('__reactFiber')));
}

/** Top of an element and bottom of the sticky header, in window pixels. */
const topBelowHeader = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const el = document.querySelector(sel)!;
    return { top: el.getBoundingClientRect().top, headerBottom: document.querySelector('.site-header')!.getBoundingClientRect().bottom };
  }, selector);

async function expectOnLoginWithFocus(page: Page) {
  await page.waitForURL(`${baseURL}/franchise#login`);
  const email = page.getByRole('region', { name: 'Login to your Franchise Account' }).getByLabel('Email');
  await expect.poll(() => email.evaluate((el) => el === document.activeElement)).toBe(true);
  const { top, headerBottom } = await topBelowHeader(page, '#login');
  expect(top).toBeGreaterThanOrEqual(headerBottom);
  expect(top).toBeLessThan(PHONE.height / 2);
}

describe('a visitor on a phone', () => {
  it('reaches the franchise login from the phone menu, focus in its Email field', async () => {
    const page = await phonePage();
    await openInteractive(page, `${baseURL}/`);
    await page.getByRole('button', { name: 'Navigation' }).click();
    await page.getByRole('dialog', { name: 'Navigation' }).getByRole('link', { name: 'Franchise login' }).click();
    await expectOnLoginWithFocus(page);
  });

  it('reaches the franchise login from the footer, focus in its Email field', async () => {
    const page = await phonePage();
    await openInteractive(page, `${baseURL}/locations`);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Franchise login' }).click();
    await expectOnLoginWithFocus(page);
  });

  it('opens /franchise#login on the login form, focus in its Email field', async () => {
    const page = await phonePage();
    await open(page, `${baseURL}/franchise#login`, page.getByRole('region', { name: 'Login to your Franchise Account' }));
    await expectOnLoginWithFocus(page);
  });

  it('shows the first missing enquiry field with its label below the sticky header', async () => {
    const page = await phonePage();
    await openInteractive(page, `${baseURL}/franchise`);
    const form = page.getByRole('form', { name: 'Franchise enquiry' });
    await form.getByRole('button', { name: 'Send Enquiry' }).click();
    const fullName = form.getByLabel('Full Name');
    await expect.poll(() => fullName.evaluate((el) => el === document.activeElement)).toBe(true);
    const label = form.locator('label', { hasText: 'Full Name' });
    const labelTop = (await label.boundingBox())!.y;
    const headerBottom = await page.evaluate(() => document.querySelector('.site-header')!.getBoundingClientRect().bottom);
    expect(labelTop).toBeGreaterThanOrEqual(headerBottom);
  });

  it('gives signed-in staff a Dashboard link in the header of public pages', async () => {
    const page = await phonePage();
    await loginThroughForm(page, baseURL, 'franchise1@example.com', 'franchise1234');
    await openInteractive(page, `${baseURL}/menu`);
    // The page comes from the server; the header learns who is signed in once the app runs.
    const dashboard = page.getByRole('banner').getByRole('link', { name: 'Dashboard' });
    await dashboard.waitFor();
    await dashboard.click();
    await page.waitForURL(`${baseURL}/dashboard/menu`);
  });

  it('draws stand-ins for pictures that cannot load (offline, never opened), never the broken-image icon', async () => {
    const page = await phonePage();
    await page.route('**/api/v1/media/**', (route) => route.abort('internetdisconnected'));
    const series = (await (await fetch(`${baseURL}/api/v1/user/menu/admin/series`)).json()).menu.series.find((s: { drinks: unknown[] }) => s.drinks.length > 0);
    const brokenInMain = () => page.evaluate(() => [...document.images].filter((img) => img.complete && img.naturalWidth === 0 && img.closest('main')).length);

    await open(page, `${baseURL}/menu/${series._id}`, page.locator('.drink-card').first());
    await page.locator('.drink-card .menu-picture--none').first().waitFor();
    expect(await brokenInMain()).toBe(0);

    await open(page, `${baseURL}/`, page.getByRole('region', { name: 'Our drinks' }));
    await page.getByRole('region', { name: 'Our drinks' }).locator('.drink-slide__image--none').first().waitFor();
    expect(await brokenInMain()).toBe(0);
  });

  it("loads the menu cards' pictures as narrow WebP variants, not the 480 px originals, in boxes reserved before they arrive", async () => {
    const page = await phonePage();
    await open(page, `${baseURL}/menu`, page.locator('.series-card').first());
    const first = page.locator('.series-card img').first();
    await expect.poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const shown = await first.evaluate((img: HTMLImageElement) => ({
      currentSrc: img.currentSrc,
      src: img.src,
      width: img.getAttribute('width'),
      height: img.getAttribute('height'),
    }));
    // Two cards a row on a 390 px phone at DPR 1: about 170 px each, so the 320 px variant.
    expect(shown).toMatchObject({ currentSrc: expect.stringMatching(/\.320w\.webp$/), width: '480', height: '480' });
    const [variant, original] = await Promise.all([fetch(shown.currentSrc), fetch(shown.src)]);
    expect(variant.headers.get('content-type')).toBe('image/webp');
    const [variantBytes, originalBytes] = await Promise.all([variant.arrayBuffer(), original.arrayBuffer()]);
    expect(variantBytes.byteLength).toBeLessThan(originalBytes.byteLength / 3);
  });

  it('closes a drink opened from its series with Back, staying on the series', async () => {
    const page = await phonePage();
    const series = (await (await fetch(`${baseURL}/api/v1/user/menu/admin/series`)).json()).menu.series.find((s: { drinks: unknown[] }) => s.drinks.length > 0);
    await openInteractive(page, `${baseURL}/menu/${series._id}`);
    await page.locator('.drink-card button').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await page.waitForURL((url) => url.searchParams.has('drink'));
    await page.goBack();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/menu/${series._id}`);
    expect(new URL(page.url()).search).toBe('');
  });

  it("keeps a store's quick view within the screen, Close and Order Online in view", async () => {
    const page = await phonePage();
    await openInteractive(page, `${baseURL}/locations`);
    await page.locator('.location-card__open').first().click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    for (const control of [dialog.getByRole('button', { name: 'Close' }).last(), dialog.getByRole('link', { name: /Order Online/ })]) {
      const box = (await control.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
    }
  });
});
