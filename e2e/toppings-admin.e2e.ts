/**
 * Head office's toppings screen (#24), end to end in Chromium against the
 * real Worker: add a topping with its picture, a name already on the list
 * refused under the name with everything typed kept, an edit, and a delete
 * after the confirmation. The stack is shared, so every name is unique.
 */
import { expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { flatPng } from '../worker/test/png';
import { browserPerFile, runStamp } from './support/browser';
import { open } from './support/navigate';
import { loginThroughForm } from './support/session';

const baseURL = inject('baseURL');
const stamp = runStamp();
const newContext = browserPerFile();

async function asAdmin(): Promise<Page> {
  const context = await newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await loginThroughForm(page, baseURL, 'admin@example.com', 'admin1234');
  return page;
}

const listed = async () => ((await (await fetch(`${baseURL}/api/v1/toppings`)).json()) as { toppings: { name: string; calories: number; allergens: string[] }[] }).toppings;

it('adds, refuses a duplicate name, edits and deletes a topping from the dashboard', async () => {
  const page = await asAdmin();
  const name = `Lychee Jelly ${stamp}`;
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await open(page, `${baseURL}/dashboard/add-drinks`, nav.getByRole('link', { name: 'Toppings' }));
  await nav.getByRole('link', { name: 'Toppings' }).click();
  await page.getByRole('heading', { level: 1, name: 'Toppings' }).waitFor();
  await page.getByRole('article', { name: 'Tapioca Pearls' }).waitFor();

  await page.getByRole('button', { name: 'Add New Topping' }).click();
  let panel = page.getByRole('dialog', { name: 'Add New Topping' });
  await panel.getByLabel('Topping Name').fill(name);
  await panel.getByLabel('Calories per serving').fill('-10');
  await panel.getByLabel('Sugar per serving (g)').fill('14');
  await panel.getByLabel('Caffeine per serving (mg)').fill('0');
  await panel.getByRole('checkbox', { name: 'Vegan' }).check();
  await panel.getByRole('button', { name: 'Add Topping' }).click();
  await panel.getByText('Calories cannot be negative.').waitFor();
  await panel.getByText('Please choose a picture for the topping.').waitFor();

  await panel.getByLabel('Calories per serving').fill('70');
  await panel.getByLabel('Topping Picture').setInputFiles({ name: 'lychee.png', mimeType: 'image/png', buffer: Buffer.from(await flatPng([240, 220, 230], 96, 96)) });
  await panel.getByRole('img', { name: 'Preview of the chosen picture' }).waitFor();
  await panel.getByRole('button', { name: 'Add Topping' }).click();
  const row = page.getByRole('article', { name });
  await row.waitFor();
  await expect.poll(() => row.innerText()).toContain('70 Cal · 14 g sugar · Caffeine-free · Vegan · No listed allergens');
  expect((await listed()).find((t) => t.name === name)).toMatchObject({ calories: 70, allergens: [] });

  // A name already on the list, in another case: refused under the name, everything typed kept.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  panel = page.getByRole('dialog', { name: 'Update Topping' });
  await panel.getByLabel('Topping Name').fill('TAPIOCA PEARLS');
  await panel.getByLabel('Calories per serving').fill('80');
  await panel.getByRole('button', { name: 'Update Topping' }).click();
  await panel.getByText('There is already a topping called “TAPIOCA PEARLS”.').waitFor();
  expect(await panel.getByLabel('Calories per serving').inputValue()).toBe('80');

  await panel.getByLabel('Topping Name').fill(name);
  await panel.getByRole('checkbox', { name: 'Coconut' }).check();
  await panel.getByRole('button', { name: 'Update Topping' }).click();
  await expect.poll(() => row.innerText()).toContain('80 Cal · 14 g sugar · Caffeine-free · Vegan · Contains Coconut');
  // Shown at once, sent by the outbox just after: the server's copy is awaited.
  await expect.poll(async () => (await listed()).find((t) => t.name === name)).toMatchObject({ calories: 80, allergens: ['coconut'] });

  await row.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete topping' }).getByRole('button', { name: 'Delete', exact: true }).click();
  await expect.poll(() => row.count()).toBe(0);
  expect((await listed()).some((t) => t.name === name)).toBe(false);
});
