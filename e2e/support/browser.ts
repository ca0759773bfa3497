import { afterAll, beforeAll } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from 'playwright-core';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/** Debian's Chromium; never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** A normal (non-incognito) profile in a temp folder: Chromium only offers installation there. */
export function launchProfile(userDataDir: string) {
  return chromium.launchPersistentContext(userDataDir, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * One Chromium for a test file: launched before its tests, closed after them
 * together with every context `newContext` made.
 */
export function browserPerFile() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
  });
  return async (options?: BrowserContextOptions) => {
    if (!browser) throw new Error('browserPerFile: no browser yet (call newContext inside a test)');
    const context = await browser.newContext(options);
    contexts.push(context);
    return context;
  };
}

/** Makes this run's names unique: the stack is shared by every e2e file and keeps what earlier runs made. */
export const runStamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
