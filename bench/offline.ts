/**
 * Offline and repeat-visit figures in Chromium (playwright-core, Debian's
 * Chromium), phone-sized viewport:
 *  - first visit: / then /menu online, waiting for a service worker to take
 *    control (the app registers one with registerType 'prompt', so the page
 *    is controlled from the next navigation on);
 *  - repeat online visit of /menu: bytes over the network (CDP
 *    `encodedDataLength`, headers included) and how many responses came from
 *    the service worker or the HTTP cache;
 *  - beside the page's own bytes, what the service worker fetched from the
 *    network meanwhile (its precache, the pictures it keeps): the page's CDP
 *    session does not see those requests, Playwright's context does;
 *  - offline: the context goes offline and /menu loads again: time from
 *    navigation start until the first series card is visible, and the same
 *    for a series page's first drink card.
 */
import type { BrowserContext, CDPSession, Page, Request } from 'playwright-core';
import { launchBrowser } from '../e2e/support/browser';
import { kb, round } from './support/stats';

export interface OfflineReport {
  serviceWorker: { registered: boolean; controlsPage: boolean; note: string };
  firstVisit: { requests: number; transferredKB: number; serviceWorkerRequests: number; serviceWorkerKB: number };
  repeatVisit: { requests: number; transferredKB: number; fromServiceWorker: number; fromHttpCache: number; serviceWorkerRequests: number; serviceWorkerKB: number };
  offlineMenu: { ok: boolean; seriesCardVisibleMs: number | null; error?: string };
  offlineSeries: { ok: boolean; drinkCardVisibleMs: number | null; error?: string };
}

class NetworkMeter {
  requests = 0;
  bytes = 0;
  fromServiceWorker = 0;
  fromHttpCache = 0;
  /** Requests the service worker itself sent to the network, and their bytes (headers and encoded body). */
  serviceWorkerRequests = 0;
  serviceWorkerBytes = 0;
  /** Sizes still being asked for; a reset starts a new count that late answers of the old one stay out of. */
  private pending: Promise<void>[] = [];
  private count = 0;
  constructor(cdp: CDPSession, context: BrowserContext) {
    cdp.on('Network.responseReceived', (e) => {
      this.requests++;
      if (e.response.fromServiceWorker) this.fromServiceWorker++;
      else if (e.response.fromDiskCache) this.fromHttpCache++;
    });
    cdp.on('Network.loadingFinished', (e) => {
      this.bytes += e.encodedDataLength;
    });
    context.on('requestfinished', (request: Request) => {
      if (!request.serviceWorker()) return;
      this.serviceWorkerRequests++;
      const count = this.count;
      this.pending.push(
        request.sizes().then(
          (sizes) => {
            if (count === this.count) this.serviceWorkerBytes += sizes.responseHeadersSize + sizes.responseBodySize;
          },
          () => undefined,
        ),
      );
    });
  }
  reset() {
    this.requests = this.bytes = this.fromServiceWorker = this.fromHttpCache = this.serviceWorkerRequests = this.serviceWorkerBytes = 0;
    this.count++;
    this.pending = [];
  }
  async serviceWorkerFigures() {
    await Promise.all(this.pending);
    return { serviceWorkerRequests: this.serviceWorkerRequests, serviceWorkerKB: kb(this.serviceWorkerBytes) };
  }
}

/** Milliseconds from this document's navigation start until `selector` is visible. */
async function visibleAfterNavigation(page: Page, url: string, selector: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit', timeout: 15_000 });
  await page.locator(selector).first().waitFor({ state: 'visible', timeout: 15_000 });
  return round(await page.evaluate(() => performance.now()), 0);
}

async function waitForServiceWorker(page: Page, timeoutMs: number): Promise<boolean> {
  return page.evaluate(
    (ms) => ('serviceWorker' in navigator ? Promise.race([navigator.serviceWorker.ready.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), ms))]) : false),
    timeoutMs,
  );
}

const SERIES_CARD = '.series-grid .series-card';
const DRINK_CARD = '.drink-grid .drink-card';

export async function runOffline(baseURL: string, seriesId: string): Promise<OfflineReport> {
  const browser = await launchBrowser();
  let context: BrowserContext | undefined;
  try {
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const meter = new NetworkMeter(cdp, context);

    // First visit, online.
    await page.goto(`${baseURL}/`, { waitUntil: 'load' });
    const registered = await waitForServiceWorker(page, 15_000);
    await visibleAfterNavigation(page, `${baseURL}/menu`, SERIES_CARD);
    await visibleAfterNavigation(page, `${baseURL}/menu/${encodeURIComponent(seriesId)}`, DRINK_CARD);
    // Let the stale-while-revalidate refreshes land in IndexedDB and the precache finish.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const firstVisit = { requests: meter.requests, transferredKB: kb(meter.bytes), ...(await meter.serviceWorkerFigures()) };

    // Repeat visit, online.
    meter.reset();
    await visibleAfterNavigation(page, `${baseURL}/menu`, SERIES_CARD);
    await page.waitForLoadState('networkidle').catch(() => undefined);
    const controlsPage = await page.evaluate(() => Boolean(navigator.serviceWorker?.controller));
    const repeatVisit = {
      requests: meter.requests,
      transferredKB: kb(meter.bytes),
      fromServiceWorker: meter.fromServiceWorker,
      fromHttpCache: meter.fromHttpCache,
      ...(await meter.serviceWorkerFigures()),
    };

    // Offline.
    await context.setOffline(true);
    const offlineMenu = await visibleAfterNavigation(page, `${baseURL}/menu`, SERIES_CARD).then(
      (ms) => ({ ok: true, seriesCardVisibleMs: ms }),
      (err: Error) => ({ ok: false, seriesCardVisibleMs: null, error: err.message.split('\n')[0] }),
    );
    const offlineSeries = await visibleAfterNavigation(page, `${baseURL}/menu/${encodeURIComponent(seriesId)}`, DRINK_CARD).then(
      (ms) => ({ ok: true, drinkCardVisibleMs: ms }),
      (err: Error) => ({ ok: false, drinkCardVisibleMs: null, error: err.message.split('\n')[0] }),
    );

    const note = !registered
      ? 'No service worker registered within 15 s of the first visit (navigator.serviceWorker.ready never resolved): the app does not register one, so nothing is precached and an offline load of /menu cannot work.'
      : controlsPage
        ? 'Service worker registered and controlling the page on the repeat visit.'
        : 'A service worker registered but never took control of the page (navigator.serviceWorker.controller stayed null).';
    return { serviceWorker: { registered, controlsPage, note }, firstVisit, repeatVisit, offlineMenu, offlineSeries };
  } finally {
    await context?.close().catch(() => undefined);
    await browser.close();
  }
}
