import type { Page } from 'playwright-core';
import { open } from './navigate';

/**
 * Signs in through the real login form on /franchise, as a person would, and
 * waits for the dashboard. A 503 from the local dev server under
 * CI load (never the Worker's own answer to a login) gets the button pressed
 * once more, as a person would after an error; any other refusal fails with
 * the status and body, not a bare wait for a toast that never came.
 */
export async function loginThroughForm(page: Page, baseURL: string, email: string, password: string) {
  const form = page.getByRole('region', { name: 'Login to your Franchise Account' });
  await open(page, `${baseURL}/franchise`, form);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  const press = async () => {
    const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/v1/user/login', {
      timeout: 45_000,
    });
    await form.getByRole('button', { name: 'Login' }).click();
    return answered;
  };
  const response = await loginSentAgainOn503(press, (r) => r.status());
  if (response.status() !== 200) throw new Error(`The login form's POST /api/v1/user/login answered ${response.status()}: ${await response.text()}`);
  // Their dashboard, not the toast: it shows for only 2 s, and a busy page can pass it by.
  await page.waitForURL(/\/dashboard(\/|\?|$)/);
}

/**
 * Sends a login for a test's setting, not for what it tests: one the local dev
 * server answered with its own 503 under CI load (the Worker never answers a
 * login with 503) is sent again, once.
 */
export async function loginSentAgainOn503<R>(send: () => Promise<R>, statusOf: (response: R) => number): Promise<R> {
  const first = await send();
  return statusOf(first) === 503 ? send() : first;
}
