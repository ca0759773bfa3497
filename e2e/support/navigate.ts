import { errors, type Locator, type Page, type Response } from 'playwright-core';

/**
 * Asks for `url` as a person would: when no answer has begun within 25 s,
 * once more; then waits for `waitUntil`. Under a whole `npm test` the local
 * dev server left a navigation without an answer past 30 s three times in
 * six runs (a lane's first page, pages midway through), while the requests
 * around it were answered; a person would reload.
 */
export async function navigate(page: Page, url: string, waitUntil: 'commit' | 'load' = 'commit') {
  let response: Response | null;
  try {
    response = await page.goto(url, { waitUntil: 'commit', timeout: 25_000 });
  } catch (error) {
    if (!(error instanceof errors.TimeoutError)) throw error;
    response = await page.goto(url, { waitUntil: 'commit', timeout: 25_000 });
  }
  if (waitUntil === 'load') await page.waitForLoadState('load');
  return response;
}

/**
 * Goes to `url` and waits for the element the test needs and for the app to
 * run the page, not for the `load` event: under load a page's last image or
 * font can hold `load` back long after the screen is usable (one `goto` timed
 * out that way).
 */
export async function open(page: Page, url: string, ready: Locator) {
  await navigate(page, url);
  try {
    // A page still blank after 25 s is asked for again, once, as a person would: under a whole `npm test` a
    // dashboard page stayed without a word past 45 s (a script the local dev server never answered, it seems).
    const shownSoon = await ready.waitFor({ timeout: 25_000 }).then(
      () => true,
      () => false,
    );
    if (!shownSoon && !(await shownText(page)).trim()) await navigate(page, url);
    // Then most of the test's budget, but less of it, so a page that never shows the element fails
    // with what it showed instead (a bare test timeout said nothing of where the screen was stuck).
    await ready.waitFor({ timeout: 45_000 });
    // A page the Worker rendered shows before its scripts run: wait until React has taken over the element
    // the test needs (React keeps its fiber on each node it hydrates) and the page has had a quiet moment
    // since, or a test's clicks and fake clocks would run ahead of it.
    const element = await ready.elementHandle();
    await page.waitForFunction((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber$')), element, { timeout: 45_000 });
    await page.evaluate(() => new Promise((idle) => requestIdleCallback(() => idle(null))));
  } catch (error) {
    throw await neverShown(page, ready, error, url);
  }
}

/** Waits for `ready` on the page as it is; when it never shows, fails with what the page shows instead. */
export async function waitShown(page: Page, ready: Locator, timeout = 45_000) {
  await ready.waitFor({ timeout }).catch(async (error: unknown) => {
    throw await neverShown(page, ready, error);
  });
}

/** The page's text as a person reads it ('' when nothing shows). */
export const shownText = (page: Page) =>
  page
    .locator('body')
    .innerText({ timeout: 2_000 })
    .catch(() => '(the page did not answer)');

async function neverShown(page: Page, ready: Locator, cause: unknown, url?: string) {
  const shown = await shownText(page);
  return new Error(`${url ? `${url} never showed` : 'Never showed'} ${ready.toString()}; at ${page.url()} the page shows:\n${shown.slice(0, 600)}`, { cause });
}
