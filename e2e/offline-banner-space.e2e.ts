/**
 * The offline banner takes its own space (issue #51): stuck under the header,
 * it covered the screen's heading and the chat's header as the page scrolled
 * beneath it. Offline, at a phone's and a desk's width, wherever the page is
 * scrolled, the point at the middle of the heading (and of the chat's header)
 * is the heading itself whenever that middle is on screen: nothing lies over it.
 */
import { afterAll, expect, inject, it } from 'vitest';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { browserPerFile } from './support/browser';
import { waitShown } from './support/navigate';
import { loginThroughForm } from './support/session';

const baseURL = inject('baseURL');
const newContext = browserPerFile();
let context: BrowserContext | undefined;

afterAll(() => context?.close());

/** Whether anything lies over `target`'s middle at any scroll position of the page, in steps of 40 px. */
async function coveredAnywhere(page: Page, target: Locator): Promise<string[]> {
  const handle = await target.elementHandle();
  return page.evaluate(async (element) => {
    const covered: string[] = [];
    const max = document.documentElement.scrollHeight - innerHeight;
    for (let y = 0; y <= Math.max(0, max); y += 40) {
      scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const box = element.getBoundingClientRect();
      const [x, middle] = [box.x + box.width / 2, box.y + box.height / 2];
      if (middle < 0 || middle > innerHeight) continue;
      const hit = document.elementFromPoint(x, middle);
      if (hit && !element.contains(hit)) covered.push(`at ${y} px: ${hit.className || hit.tagName}`);
    }
    scrollTo(0, 0);
    return covered;
  }, handle);
}

const banner = (page: Page) => page.getByRole('status').filter({ hasText: "You're offline. Each screen shows what it had" });

for (const width of [390, 1280]) {
  it(`covers nothing offline at ${width} px: the chat's header, a dashboard screen's heading`, async () => {
    await context?.close();
    context = await newContext({ viewport: { width, height: 700 } });
    const page = await context.newPage();

    await loginThroughForm(page, baseURL, 'franchise1@example.com', 'franchise1234');
    // In the folded navigation on a phone: there, not seen.
    await page.getByText('Ready to work offline').waitFor({ state: 'attached', timeout: 30_000 });
    await page.goto(`${baseURL}/dashboard/chat-admin`);
    const chatHeader = page.locator('.chat-header').first();
    await waitShown(page, chatHeader);

    await context.setOffline(true);
    await banner(page).waitFor();
    expect(await coveredAnywhere(page, chatHeader)).toEqual([]);

    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    if (width < 1024) await page.getByRole('button', { name: /^Dashboard navigation/ }).click();
    await nav.getByRole('link', { name: 'Drinks', exact: true }).click();
    const heading = page.getByRole('heading', { level: 1, name: 'Drinks' });
    await waitShown(page, heading);
    await banner(page).waitFor();
    expect(await coveredAnywhere(page, heading)).toEqual([]);
  });
}
