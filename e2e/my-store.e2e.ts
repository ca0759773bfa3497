/**
 * My store (issue #25): a visitor makes Downtown Austin their store on its
 * page; the owner marks Taro Milk Tea sold out on the counter tablet and the
 * visitor's open menu marks its card without a reload; Tapioca Pearls sold out
 * there leaves the builder, and a saved drink with them says so instead of
 * keeping them silently; offline the menu shows the last known day with its
 * age. The stack is shared with other e2e files: everything is put back in
 * stock after.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { browserPerFile } from './support/browser';
import { open } from './support/navigate';
import { loginThroughForm } from './support/session';
import { OWNER, STORE_SLUG, signInStoreOwner, type StoreOwner } from './support/store-owner';

const baseURL = inject('baseURL');
const newContext = browserPerFile();
const SHOTS = process.env.SHOTS_DIR;
const BACK = '(at|tomorrow at|\\w{3} at) \\d{1,2}:\\d\\d [ap]m';

let owner: StoreOwner;
let milkTeaId = '';
let visitor: BrowserContext;
let menu: Page;
let tablet: Page;

const card = (name: string) => menu.locator('article.drink-card').filter({ has: menu.getByRole('button', { name, exact: true }) });
const sheet = (name: string) => menu.getByRole('dialog', { name });

/** The owner flips an item on the tablet, found by search, as at the counter. */
async function markSoldOut(name: string) {
  await tablet.getByRole('searchbox').fill(name);
  const sw = tablet.getByRole('switch', { name: `Sold out: ${name}` });
  await sw.tap();
  await expect.poll(() => sw.getAttribute('aria-checked')).toBe('true');
}

beforeAll(async () => {
  owner = await signInStoreOwner(baseURL);
  const { menu: brand } = await owner.api<{ menu: { series: { _id: string; name: string }[] } }>('/user/menu/admin/series');
  milkTeaId = brand.series.find((s) => s.name === 'Milk Tea')!._id;
});

afterAll(async () => {
  await owner?.allBackInStock();
});

it('My store picked on its page: the owner marks taro sold out on the tablet and the open menu marks its card without a reload', async () => {
  visitor = await newContext({ viewport: { width: 390, height: 844 } });
  menu = await visitor.newPage();
  await open(menu, `${baseURL}/locations/${STORE_SLUG}`, menu.getByRole('button', { name: 'Make this my store' }));
  await menu.getByRole('button', { name: 'Make this my store' }).click();
  await menu.getByRole('button', { name: 'My store ✓' }).waitFor();

  // A saved drink with Tapioca Pearls, made while the store has them.
  await open(menu, `${baseURL}/menu/${milkTeaId}`, menu.getByText('My store: Downtown Austin. Drinks sold out there today are marked.'));
  await menu.getByRole('button', { name: 'Classic Pearl Milk Tea', exact: true }).click();
  await sheet('Classic Pearl Milk Tea')
    .getByRole('checkbox', { name: /Tapioca Pearls/ })
    .check();
  await sheet('Classic Pearl Milk Tea').getByLabel('Name it (optional)').fill('Pearl Friday');
  await sheet('Classic Pearl Milk Tea').getByRole('button', { name: 'Save to My drinks' }).click();
  await menu.getByText('Saved to My drinks').waitFor();
  await menu.keyboard.press('Escape');
  await sheet('Classic Pearl Milk Tea').waitFor({ state: 'detached' });
  expect(await card('Taro Milk Tea').innerText()).not.toContain('Sold out');

  const counter = await newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true });
  tablet = await counter.newPage();
  await loginThroughForm(tablet, baseURL, OWNER.email, OWNER.password);
  await open(tablet, `${baseURL}/dashboard/today?store=${owner.storeId}`, tablet.getByRole('heading', { name: 'Today at Downtown Austin' }));
  await markSoldOut('Taro Milk Tea');

  // Not reloaded: the store's room pushed it to the menu.
  await expect.poll(() => card('Taro Milk Tea').innerText(), { timeout: 10_000 }).toMatch(new RegExp(`Sold out today at Downtown Austin · back ${BACK}`));
  expect(await card('Classic Pearl Milk Tea').innerText()).not.toContain('Sold out');
  await menu.getByRole('button', { name: 'Taro Milk Tea', exact: true }).click();
  await sheet('Taro Milk Tea')
    .getByText(new RegExp(`^Sold out today at Downtown Austin · back ${BACK}\\.$`))
    .waitFor();
  if (SHOTS) await menu.screenshot({ path: `${SHOTS}/builder-sold-out-390.png` });
  await menu.keyboard.press('Escape');
  await sheet('Taro Milk Tea').waitFor({ state: 'detached' });
  if (SHOTS) await menu.screenshot({ path: `${SHOTS}/menu-sold-out-390.png` });
});

it('a topping sold out at My store leaves the builder, and a saved drink with it says so', async () => {
  await markSoldOut('Tapioca Pearls');
  await menu.getByText('Toppings sold out there: Tapioca Pearls.').waitFor({ timeout: 10_000 });

  await menu.getByRole('button', { name: 'Classic Pearl Milk Tea', exact: true }).click();
  const builder = sheet('Classic Pearl Milk Tea');
  await builder.getByRole('checkbox', { name: /Egg Pudding/ }).waitFor();
  expect(await builder.getByRole('checkbox', { name: /Tapioca Pearls/ }).count()).toBe(0);
  await builder.getByText('Sold out today at Downtown Austin, so left out: Tapioca Pearls.').waitFor();
  await menu.keyboard.press('Escape');

  // My drinks, on /menu: the saved drink names the topping the store has not got today.
  await open(menu, `${baseURL}/menu`, menu.getByRole('heading', { name: 'My drinks' }));
  const saved = menu.locator('.favorite-card').filter({ hasText: 'Pearl Friday' });
  await saved.getByText('Tapioca Pearls: sold out today at Downtown Austin, left out at the counter').waitFor();
  await saved.getByRole('link', { name: 'Edit' }).click();
  const editing = sheet('Classic Pearl Milk Tea');
  await editing.getByText('Tapioca Pearls: sold out today at Downtown Austin, so left out of this drink. Your saved drink keeps it for another day.').waitFor();
  // The numbers are the drink as the store makes it today: the standard Medium, without the pearls.
  await expect.poll(() => editing.getByRole('region', { name: 'This drink as built' }).innerText()).toMatch(/Calories\s*300 Cal/);
  if (SHOTS) await menu.screenshot({ path: `${SHOTS}/builder-saved-topping-390.png` });
  await menu.keyboard.press('Escape');
});

it('offline, the menu keeps the last known day and says how old it is', async () => {
  await open(menu, `${baseURL}/menu/${milkTeaId}`, menu.getByText('My store: Downtown Austin. Drinks sold out there today are marked.'));
  await expect.poll(() => card('Taro Milk Tea').innerText(), { timeout: 10_000 }).toContain('Sold out today at Downtown Austin');
  await visitor.setOffline(true);
  await menu.getByText(/^My store: Downtown Austin\..* · as of \d{1,2}:\d\d [ap]m$/).waitFor();
  expect(await card('Taro Milk Tea').innerText()).toContain('Sold out today at Downtown Austin');
  await visitor.setOffline(false);
});
