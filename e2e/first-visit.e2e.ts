/**
 * A first visit, before any service worker, to each public page the Worker
 * renders: the page paints styled without asking for a stylesheet, nothing
 * on it moves while the app takes it over, and the app takes it over whole:
 * every label, description and control the markup points at is still there
 * (React's generated ids match the server's), on a phone no element of it is
 * added or removed, and the console stays clean. Its code is fetched only
 * once the page has painted, and the service worker starts only once the
 * page is wholly taken over.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { browserPerFile } from './support/browser';
import { open } from './support/navigate';

const baseURL = inject('baseURL');
const newContext = browserPerFile();

async function publicPaths(): Promise<string[]> {
  const menu = (await (await fetch(`${baseURL}/api/v1/user/menu/admin/series`)).json()) as { menu: { series: { _id: string }[] } };
  const stores = (await (await fetch(`${baseURL}/api/v1/user/locations`)).json()) as { locations: { slug: string }[] };
  return ['/', '/menu', `/menu/${menu.menu.series[0]._id}`, '/locations', `/locations/${stores.locations[0].slug}`, '/contact', '/franchise', '/mobile-app'];
}

/** Labels, descriptions and label targets that point at no element (closed dialogs, whose content is not rendered, aside). */
const danglingReferences = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('[aria-labelledby], [aria-describedby], label[for]')]
      .filter((element) => !element.closest('dialog:not([open])'))
      .flatMap((element) =>
        ['aria-labelledby', 'aria-describedby', 'for']
          .flatMap((name) =>
            (element.getAttribute(name) ?? '')
              .split(/\s+/)
              .filter(Boolean)
              .map((id) => ({ name, id })),
          )
          .filter(({ id }) => !document.getElementById(id))
          .map(({ name, id }) => `${element.tagName.toLowerCase()}[${name}="${id}"]`),
      ),
  );

describe('a first visit to a rendered page', () => {
  it('paints styled with no stylesheet to fetch, does not move, keeps every element and every id its markup refers to', async () => {
    for (const path of await publicPaths()) {
      const context = await newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript(() => {
        // The page only, not the store page's map frame.
        if (window.top !== window) return;
        // The newsletter popup would open 5 s in; it is tested elsewhere.
        sessionStorage.setItem('newsletter-popup-settled', '1');
        const shifts: number[] = [];
        (window as unknown as { shifts: number[] }).shifts = shifts;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Elements the app adds to or removes from the server's markup (a phone's width must not change what it renders).
        const replaced: string[] = [];
        (window as unknown as { replaced: string[] }).replaced = replaced;
        const named = (node: Element) => `${node.tagName.toLowerCase()}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''}`;
        document.addEventListener('DOMContentLoaded', () => {
          const root = document.getElementById('root');
          if (!root) return;
          new MutationObserver((records) => {
            for (const record of records) {
              const where = record.target instanceof Element ? ` in ${named(record.target)}` : '';
              for (const node of record.addedNodes) if (node instanceof Element) replaced.push(`added ${named(node)}${where}`);
              for (const node of record.removedNodes) if (node instanceof Element) replaced.push(`removed ${named(node)}${where}`);
            }
          }).observe(root, { childList: true, subtree: true });
        });
      });
      const page = await context.newPage();
      const stylesheets: string[] = [];
      const problems: string[] = [];
      const scripts: string[] = [];
      page.on('request', (request) => request.resourceType() === 'stylesheet' && stylesheets.push(request.url()));
      page.on('request', (request) => request.resourceType() === 'script' && scripts.push(new URL(request.url()).pathname));
      page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));
      page.on('pageerror', (error) => problems.push(error.message));

      await open(page, `${baseURL}${path}`, page.getByRole('heading', { level: 1 }));
      await page.waitForLoadState('networkidle');

      expect(stylesheets, path).toEqual([]);
      // 'My drinks' is code only a device with a saved build downloads.
      expect(
        scripts.filter((script) => script.includes('/my-drinks-')),
        path,
      ).toEqual([]);
      // The page is shown before its code is fetched: the first paint, and the picture it marked as the one that
      // matters, get the network and the CPU to themselves (lib/start-after-paint-script.ts).
      const order = await page.evaluate(() => {
        const scripts = performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(new URL(entry.name).pathname))
          .map((entry) => entry.startTime);
        const marked = document.querySelector<HTMLImageElement>('img[fetchpriority=high]');
        const picture = marked && (performance.getEntriesByName(marked.currentSrc)[0] as PerformanceResourceTiming | undefined);
        return {
          firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
          firstScript: Math.min(...scripts),
          picture: marked ? (picture?.responseEnd ?? 'not fetched') : null,
        };
      });
      expect(order.firstPaint, path).toBeGreaterThan(0);
      expect(order.firstScript, path).toBeGreaterThan(order.firstPaint);
      if (order.picture !== null) {
        expect(typeof order.picture, `${path}: the marked picture was fetched`).toBe('number');
        expect(order.firstScript, path).toBeGreaterThan(Number(order.picture));
      }
      const shifted = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts.reduce((sum, value) => sum + value, 0));
      expect(shifted, path).toBeLessThan(0.02);
      expect(await danglingReferences(page), path).toEqual([]);
      // Taken over, not rendered again: on a phone the app keeps every element the server sent.
      expect(await page.evaluate(() => (window as unknown as { replaced: string[] }).replaced), path).toEqual([]);

      // What the app renders later must still fit what the server rendered: the popup's title names it.
      await page.getByRole('contentinfo').getByRole('button', { name: 'Join our Newsletter' }).click();
      await page.getByRole('dialog', { name: 'Join our Newsletter' }).waitFor();
      expect(await danglingReferences(page), path).toEqual([]);
      expect(problems, path).toEqual([]);
      await context.close();
    }
  });

  it('starts the service worker only once the page is wholly taken over, not while a part of it still waits for its code', async () => {
    const context = await newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => sessionStorage.setItem('newsletter-popup-settled', '1'));
    const page = await context.newPage();
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route(/\/assets\/home-below-hero-[^/]+\.js$/, async (route) => {
      held = true;
      await released;
      await route.continue();
    });
    await open(page, `${baseURL}/`, page.getByRole('heading', { level: 1, name: 'Sourcing High Quality Tea from Around the World' }));
    await page.waitForLoadState('load');
    await expect.poll(() => held).toBe(true);
    const registered = () => page.evaluate(async () => Boolean(await navigator.serviceWorker.getRegistration()));
    // Loaded, and idle moments since: before, it started in the first of them.
    await page.waitForTimeout(1500);
    expect(await registered()).toBe(false);
    release();
    await expect.poll(registered, { timeout: 15_000 }).toBe(true);
    await context.close();
  });

  it("on a phone, renders the home page's bands below the first screen only near the window, and a return lands where the visitor was", async () => {
    const context = await newContext({ viewport: { width: 390, height: 844 } });
    await context.addInitScript(() => sessionStorage.setItem('newsletter-popup-settled', '1'));
    const page = await context.newPage();
    await open(page, `${baseURL}/`, page.getByRole('heading', { level: 1, name: 'Sourcing High Quality Tea from Around the World' }));
    /** Whether the browser renders the element now (false while its band waits to come near the window). */
    const rendered = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
    expect(await rendered('.hero')).toBe(true);
    expect(await rendered('.explore a')).toBe(false);
    expect(await rendered('.site-footer a')).toBe(false);
    // In the markup all along: a screen reader, find-in-page and a search engine have it.
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Brand Profile' }).count()).resolves.toBe(1);

    const tile = page.getByRole('link', { name: /^SEE MORE/ }).nth(3);
    await tile.scrollIntoViewIfNeeded();
    // The browser decides at its next rendering update; a busy machine may not have drawn one yet.
    await expect.poll(() => rendered('.explore a')).toBe(true);
    const left = await page.evaluate(() => window.scrollY);
    await tile.click();
    await page.waitForURL(/\/menu\/[^/]+$/);
    await page.goBack();
    await page.waitForURL(`${baseURL}/`);
    // Back where the visitor left, the tile they followed in view, though the bands past it were estimates on the way.
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(left);
    const inView = () =>
      tile.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.top >= 0 && box.bottom <= window.innerHeight;
      });
    await expect.poll(inView).toBe(true);
    await context.close();
  });
});
