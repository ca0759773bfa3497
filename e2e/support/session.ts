import type { Page } from 'playwright-core';
import { open } from './navigate';

/** Signs in through the real login form on /franchise, as a person would. */
export async function loginThroughForm(page: Page, baseURL: string, email: string, password: string) {
  const form = page.getByRole('region', { name: 'Login to your Franchise Account' });
  await open(page, `${baseURL}/franchise`, form);
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Login Successfully').waitFor();
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
