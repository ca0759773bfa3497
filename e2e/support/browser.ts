import { afterAll, beforeAll, inject } from 'vitest';
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type BrowserServer, type Download } from 'playwright-core';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];

/** Debian's Chromium; never a downloaded browser. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
}

/** The one Chromium an end-to-end run's files share (global-setup.ts): a launch costs each file about 2 s of CPU. */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * The run's Chromium, for one test file. Each test still gets a fresh context;
 * `close()` disconnects, closing this file's contexts and leaving the browser
 * to the next file.
 */
export function connectBrowser(): Promise<Browser> {
  return chromium.connect(inject('browserWSEndpoint'));
}

/** A download's bytes: the run's Chromium is remote to a test file, so the file it saved is not the test's to open. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A normal (non-incognito) profile in a temp folder: Chromium only offers installation there. */
export function launchProfile(userDataDir: string) {
  return chromium.launchPersistentContext(userDataDir, { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

/**
 * The run's Chromium for a test file: connected before its tests; every
 * context `newContext` made is closed after them.
 */
export function browserPerFile() {
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await connectBrowser();
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
