import type { Locator, Page } from 'playwright-core';

/**
 * Goes to `url` and waits for the element the test needs, not for the `load`
 * event: under load a page's last image or font can hold `load` back long
 * after the screen is usable (one `goto` timed out that way).
 */
export async function open(page: Page, url: string, ready: Locator) {
  await page.goto(url, { waitUntil: 'commit' });
  // The budget goto and a following waitFor had together (30 s each), now spent on what matters.
  await ready.waitFor({ timeout: 60_000 });
}
