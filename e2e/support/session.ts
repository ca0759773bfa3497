import type { Page } from 'playwright-core';

/** Signs in through the real login form on /franchise, as a person would. */
export async function loginThroughForm(page: Page, baseURL: string, email: string, password: string) {
  await page.goto(`${baseURL}/franchise`);
  const form = page.getByRole('region', { name: 'Login to your Franchise Account' });
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await page.getByText('Login Successfully').waitFor();
}
