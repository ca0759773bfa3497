/**
 * Interaction to next paint of what visitors do most, on Lighthouse's phone
 * (412 × 823 at DPR 1.75, touch) with its 4x CPU slowdown, in Debian's
 * Chromium: opening a drink from its series page, changing an option in its
 * builder (a size or sugar chip: the build's facts are recomputed and
 * painted), and opening the header
 * search (the folded navigation, a tap in the box, then typing "ta", which
 * loads and searches the cached menu). Each run is a fresh first visit that
 * waits for the page to settle, then taps; the Event Timing API gives each
 * interaction's duration (input delay + handlers + the next paint), as the
 * INP metric counts it. Medians of the runs. Opening a drink also reports
 * when its sheet was drawn: the sheet renders in a task after the tap's
 * first paint (a router navigation, in a transition), so INP ends before the
 * visitor sees it.
 *
 * Opening a drink and changing an option are measured twice: on the first
 * page of a first visit, and on a later page of the visit, which the service
 * worker registered by the first page answers. On the first page the worker
 * installs (its precache: about a hundred files fetched and stored) in the
 * seconds after the page settles, on the same cores; a visitor who came
 * through the home page or the menu taps with that done.
 */
import { loadavg } from 'node:os';
import type { CDPSession, Page } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { shownText } from '../e2e/support/navigate';
import { median } from './support/stats';

export interface InteractionFigure {
  name: string;
  /** Median over the runs of the worst interaction in the step, ms. */
  inpMs: number | null;
  runsMs: number[];
  /** The one-minute load average when each run started: the figures suffer when other work shares the CPUs. */
  loads: number[];
  /** The budget of its issue, when it has one (#24: within one frame, ≤ 100 ms on this machine under the 4x slowdown). */
  budgetMs?: number;
  /** What the step brought on screen (the drink's sheet), drawn this long after the tap: median, and each run. */
  shown?: { what: string; medianMs: number | null; runsMs: number[] };
  error?: string;
}

/** Opening a drink and changing an option answer within one frame (issue #24). */
const BUILDER_BUDGET_MS = 100;

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true };

declare global {
  interface Window {
    benchInteractions?: Map<number, number>;
    benchShown?: { tapAt: number | null; shownAt: number | null };
  }
}

/**
 * Notes the tap's time (its pointerup's timestamp, when the finger left the glass) and when `selector` is first on
 * the page and drawn: the frame after it appears, then a task (by then the main thread has rendered that frame).
 */
async function recordShown(page: Page, selector: string) {
  await page.evaluate((css) => {
    const shown: NonNullable<Window['benchShown']> = { tapAt: null, shownAt: null };
    window.benchShown = shown;
    addEventListener('pointerup', (event) => (shown.tapAt ??= event.timeStamp), { capture: true, passive: true, once: true });
    const observer = new MutationObserver(() => {
      if (!document.querySelector(css)) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => (shown.shownAt = performance.now()), 0));
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  }, selector);
}

/** Milliseconds from the tap to `recordShown`'s element drawn, once it is. */
async function shownAfterTap(page: Page): Promise<number | null> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
  return page.evaluate(() => {
    const shown = window.benchShown;
    return shown?.tapAt != null && shown.shownAt != null ? Math.round(shown.shownAt - shown.tapAt) : null;
  });
}

/** Starts recording every interaction's duration (by interactionId) on the page. */
async function recordInteractions(page: Page) {
  await page.evaluate(() => {
    const interactions = new Map<number, number>();
    window.benchInteractions = interactions;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId: number })[]) {
        if (!entry.interactionId) continue;
        interactions.set(entry.interactionId, Math.max(interactions.get(entry.interactionId) ?? 0, entry.duration));
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
}

/** The worst interaction recorded since `recordInteractions`, once its entries have been delivered (after a paint). */
async function worstInteraction(page: Page): Promise<number> {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 300))));
  // Interactions under the 16 ms threshold report nothing: they count as at most that.
  return page.evaluate(() => Math.max(16, ...(window.benchInteractions?.values() ?? [])));
}

async function settledFirstVisit(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
  // Whatever the page starts when idle has started and finished.
  await page.waitForTimeout(1500);
}

/** Waits for the service worker the page registered to be installed and active, then for the page to be quiet again. */
async function serviceWorkerInstalled(page: Page) {
  const active = await page.evaluate(() =>
    Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 60_000))]),
  );
  if (!active) throw new Error('the service worker did not install within 60 s');
  await page.waitForTimeout(1000);
}

/** Taps the centre of the first element matching a CSS selector. */
type Touch = (selector: string) => Promise<void>;

/**
 * Waits in the page's own world for an element. Playwright's locators would
 * load its injected script into the page, whose listeners then run on every
 * pointer and touch event of the tap measured (30–40 ms under the 4x
 * slowdown): a cost no visitor's phone has.
 */
async function waitForElement(page: Page, selector: string, timeoutMs = 30_000) {
  const found = await page.evaluate(
    // No named function inside: tsx would wrap it in a helper the page does not have.
    async ([css, ms]) => {
      const until = performance.now() + ms;
      while (!document.querySelector(css)) {
        if (performance.now() > until) return false;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return true;
    },
    [selector, timeoutMs] as const,
  );
  if (!found) throw new Error(`${selector} did not show within ${timeoutMs} ms`);
}

/** A finger's tap through the DevTools protocol, as the phone's touch screen sends it: no tool code in the page. */
function touchOf(page: Page, cdp: CDPSession): Touch {
  return async (selector) => {
    await waitForElement(page, selector);
    // Out of sight or under something (the sheet's sticky facts bar), it is first scrolled to the middle (a scroll is no
    // interaction) and left to settle; a tap that would land on something else is an error, not a figure.
    // No named function inside: tsx would wrap it in a helper the page does not have.
    const point = await page.evaluate(async (css) => {
      const element = document.querySelector(css)!;
      // Still moving (the drawer slides in), the point taken now is not where the element is when the tap lands:
      // it waits for two frames with the element in the same place, for up to a second.
      for (let frames = 0, last = ''; frames < 60; frames++) {
        await new Promise((resolve) => requestAnimationFrame(resolve));
        const { x, y, width, height } = element.getBoundingClientRect();
        const now = `${x},${y},${width},${height}`;
        if (now === last) break;
        last = now;
      }
      for (let attempt = 0; attempt < 2; attempt++) {
        const box = element.getBoundingClientRect();
        const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
        if (element.contains(document.elementFromPoint(x, y))) return { x, y };
        element.scrollIntoView({ block: 'center' });
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
      return null;
    }, selector);
    if (!point) throw new Error(`${selector} is covered: a tap would not reach it`);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  };
}

/** The page's requests that have had no answer yet (a URL is kept until its request finishes or fails). */
function unansweredRequests(page: Page): Set<string> {
  const waiting = new Set<string>();
  page.on('request', (request) => waiting.add(request.url()));
  page.on('requestfinished', (request) => waiting.delete(request.url()));
  page.on('requestfailed', (request) => waiting.delete(request.url()));
  return waiting;
}

/** For a step that failed: the page's address, the start of its text and the requests still unanswered. */
async function whatPageShowed(page: Page, unanswered: Set<string>): Promise<string> {
  const text = (await shownText(page)).replace(/\s+/g, ' ').trim().slice(0, 200);
  const origin = new URL(page.url()).origin;
  const waiting = [...unanswered].map((url) => url.replace(origin, ''));
  return `at ${page.url().replace(origin, '')}, showing "${text}"; unanswered: ${waiting.length ? waiting.join(', ') : 'none'}`;
}

/** One interaction to measure, and how the page is reached before it. */
interface Measured {
  name: string;
  runs: number;
  step: (page: Page, touch: Touch) => Promise<void>;
  url: string;
  /** Not measured: what sets the scene for the interaction that is. */
  prepare?: (page: Page) => Promise<void>;
  budgetMs?: number;
  shows?: { what: string; selector: string };
  /**
   * The page as a later page of the visit: the service worker that the first page registered has installed, and
   * answers this one. Otherwise the first page of a first visit, where the worker's install (its precache) still
   * shares the phone's cores for several seconds after the page settles.
   */
  laterPage?: boolean;
}

async function measure({ name, runs, step, url, prepare, budgetMs, shows, laterPage }: Measured): Promise<InteractionFigure> {
  const browser = await launchBrowser();
  const runsMs: number[] = [];
  const shownMs: number[] = [];
  const loads: number[] = [];
  const shown = () => (shows ? { shown: { what: shows.what, medianMs: shownMs.length ? median(shownMs) : null, runsMs: shownMs } } : {});
  // The page of the run in progress, to say what it showed when a step fails.
  let current: { page: Page; unanswered: Set<string> } | null = null;
  try {
    for (let i = 0; i < runs; i++) {
      loads.push(Math.round(loadavg()[0] * 100) / 100);
      const context = await browser.newContext(PHONE);
      // The home page's popup would open over the page; it is not what is measured.
      await context.addInitScript(() => sessionStorage.setItem('newsletter-popup-settled', '1'));
      const page = await context.newPage();
      current = { page, unanswered: unansweredRequests(page) };
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await settledFirstVisit(page, url);
      if (laterPage) {
        await serviceWorkerInstalled(page);
        await settledFirstVisit(page, url);
      }
      if (prepare) {
        await prepare(page);
        await page.waitForTimeout(1000);
      }
      await recordInteractions(page);
      if (shows) await recordShown(page, shows.selector);
      await step(page, touchOf(page, cdp));
      runsMs.push(await worstInteraction(page));
      if (shows) {
        const ms = await shownAfterTap(page);
        if (ms !== null) shownMs.push(ms);
      }
      await context.close();
    }
    return { name, inpMs: median(runsMs), runsMs, loads, budgetMs, ...shown() };
  } catch (err) {
    const error = `${(err as Error).message.split('\n')[0]}${current ? ` (run ${runsMs.length + 1}; ${await whatPageShowed(current.page, current.unanswered)})` : ''}`;
    return { name, inpMs: runsMs.length ? median(runsMs) : null, runsMs, loads, budgetMs, ...shown(), error };
  } finally {
    await browser.close();
  }
}

/** A drink whose builder offers a choice of size (a one-size soft serve offers none), opened by its address. */
async function drinkWithChoices(baseURL: string): Promise<string | null> {
  const { menu } = (await (await fetch(`${baseURL}/api/v1/user/menu/admin/series`)).json()) as {
    menu: { series: { _id: string; drinks: { _id: string; facts: { sizes: unknown[] } | null }[] }[] };
  };
  for (const s of menu.series) for (const d of s.drinks) if ((d.facts?.sizes.length ?? 0) > 1) return `/menu/${encodeURIComponent(s._id)}?drink=${encodeURIComponent(d._id)}`;
  return null;
}

export async function runInteractions(baseURL: string, seriesId: string, runs = 5): Promise<InteractionFigure[]> {
  const openDrinkOn = (laterPage: boolean) =>
    measure({
      name: laterPage ? 'open a drink, on a later page of the visit (service worker installed)' : 'open a drink (tap its card on a series page)',
      runs,
      step: async (page, touch) => {
        await touch('.drink-card__open');
        await waitForElement(page, 'dialog[open] .tabs');
      },
      url: `${baseURL}/menu/${seriesId}`,
      budgetMs: BUILDER_BUDGET_MS,
      shows: { what: 'its sheet drawn', selector: 'dialog[open] .tabs' },
      laterPage,
    });
  const openDrink = await openDrinkOn(false);
  const withChoices = await drinkWithChoices(baseURL);
  const secondSize = 'dialog[open] .drink-builder fieldset.option-group:first-of-type .chip:nth-child(2)';
  const changeOptionOn = (laterPage: boolean) =>
    measure({
      name: laterPage
        ? 'change an option in the builder, on a later page of the visit (service worker installed)'
        : 'change an option in the builder (tap the second size of an open drink)',
      runs,
      step: async (page, touch) => {
        if (!withChoices) throw new Error('no drink on the menu offers a choice of size');
        await touch(secondSize);
        await waitForElement(page, `${secondSize} input:checked`);
      },
      url: `${baseURL}${withChoices ?? `/menu/${seriesId}`}`,
      // The drink's sheet and its builder on screen, its first option group the sizes.
      prepare: async (page) => {
        await waitForElement(page, secondSize);
        const legend = await page.evaluate(() => document.querySelector('dialog[open] .drink-builder fieldset.option-group legend')?.textContent);
        if (legend !== 'Size') throw new Error(`the builder's first choice is ${legend}, not Size`);
      },
      budgetMs: BUILDER_BUDGET_MS,
      laterPage,
    });
  const changeOption = await changeOptionOn(false);
  const openSearch = await measure({
    name: 'open the header search (menu, tap the box, type "ta")',
    runs,
    step: async (page, touch) => {
      await touch('button.nav-toggle');
      await waitForElement(page, '#mobile-nav[open] .site-search__input');
      await touch('#mobile-nav[open] .site-search__input');
      await waitForElement(page, '#mobile-nav[open] .site-search__input:focus');
      await page.keyboard.type('ta', { delay: 150 });
      await waitForElement(page, '#mobile-nav[open] [role="listbox"][aria-label="Search results"]:not([hidden])');
    },
    url: `${baseURL}/`,
  });
  return [openDrink, changeOption, openSearch, await openDrinkOn(true), await changeOptionOn(true)];
}
