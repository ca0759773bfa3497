/**
 * Two tablets of one store edit the same drink offline (issue #51). Tablet A
 * comes back first and its edit lands; tablet B's edit then meets A's version
 * in the background and is not sent over it: B's "Waiting to send" says the
 * drink changed on another device and links to the drink, whose panel shows
 * both versions with what B typed still in the form. B keeps its own, and the
 * server holds it. The store is this run's own account (its name signs A's
 * change), removed at the end with its series and drink.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { browserPerFile, runStamp } from './support/browser';
import { waitShown } from './support/navigate';
import { loginThroughForm } from './support/session';
import { flatPicture, signInByApi, type StaffApi, formOf } from './support/staff-api';

const baseURL = inject('baseURL');
const stamp = runStamp();
const newContext = browserPerFile();
/** Where the conflict screen's pictures go, when asked for (`SHOTS_DIR=/tmp/shots`). */
const SHOTS = process.env.SHOTS_DIR;
const email = `two.tablets.${stamp}@example.com`.toLowerCase();
const password = 'two-tablets-1';
const storeName = `Twin Tablets Boba ${stamp}`;
const drinkName = `Twin Taro ${stamp}`;
const typedOnA = 'Less sweet, typed on the counter tablet.';
const typedOnB = { name: `Twin Taro Oat ${stamp}`, description: 'With oat milk, typed on the back-room tablet.' };

interface ServerDrink {
  _id: string;
  name: string;
  description: string;
  version: number;
}

let admin: StaffApi;
let owner: StaffApi;
let ownerId = '';
let drinkId = '';
let tabletA: { context: BrowserContext; page: Page };
let tabletB: { context: BrowserContext; page: Page };

beforeAll(async () => {
  admin = await signInByApi(baseURL, 'admin@example.com', 'admin1234');
  const added = await admin.call<{ franchise: { _id: string } }>('/admin/action/franchise/add', {
    method: 'POST',
    body: formOf({ email, password, name: storeName, phone: '+1 555 010 0400', owner_name: 'Mai Tran', address: '2 Main St, Austin TX' }),
  });
  ownerId = added.franchise._id;
  owner = await signInByApi(baseURL, email, password);
  const { series } = await owner.call<{ series: { _id: string } }>('/user/menu/series', {
    method: 'POST',
    body: formOf({ name: `Twin Series ${stamp}`, image: await flatPicture([110, 90, 170]) }),
  });
  drinkId = await owner.addDrink(drinkName, 'Before either tablet.', [150, 110, 180], series._id);
});

afterAll(async () => {
  // Its series, drink and pictures go with it.
  if (ownerId) await admin.call(`/admin/action/franchise/${ownerId}`, { method: 'DELETE' });
});

const drinkOnServer = async () => (await owner.call<{ drinks: ServerDrink[] }>('/user/menu/drinks')).drinks.find((d) => d._id === drinkId)!;
const queueOf = (page: Page) => page.getByRole('complementary', { name: 'Waiting to send' });

/** A 1024 px store tablet signed in as the store, on its Drinks screen, ready to work offline. */
async function tablet() {
  const context = await newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: false });
  const page = await context.newPage();
  await loginThroughForm(page, baseURL, email, password);
  await page.getByText('Ready to work offline').waitFor({ timeout: 30_000 });
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Drinks', exact: true }).tap();
  await waitShown(page, page.getByRole('article', { name: drinkName }));
  return { context, page };
}

/** Offline, edits the drink in its panel and saves: the tablet keeps the edit, waiting to send. */
async function editOffline(page: Page, changes: { name?: string; description: string }) {
  await page
    .getByRole('article', { name: drinkName })
    .getByRole('button', { name: `Edit ${drinkName}` })
    .tap();
  const panel = page.getByRole('dialog', { name: 'Update Drink' });
  if (changes.name) await panel.getByLabel('Drink Name').fill(changes.name);
  await panel.getByLabel('Description').fill(changes.description);
  await panel.getByRole('button', { name: 'Update Drink' }).tap();
  await waitShown(page, page.getByRole('article', { name: changes.name ?? drinkName }).getByText('Waiting to send'));
}

it('both tablets edit the same drink offline, and each keeps its edit', async () => {
  tabletA = await tablet();
  tabletB = await tablet();
  await tabletA.context.setOffline(true);
  await tabletB.context.setOffline(true);
  await editOffline(tabletA.page, { description: typedOnA });
  await editOffline(tabletB.page, typedOnB);
  expect((await drinkOnServer()).description).toBe('Before either tablet.');
});

it('tablet A reconnects first and its edit lands', async () => {
  await tabletA.context.setOffline(false);
  await expect.poll(async () => (await drinkOnServer()).description, { timeout: 30_000 }).toBe(typedOnA);
  await expect.poll(() => tabletA.page.getByText('Waiting to send', { exact: true }).count(), { timeout: 30_000 }).toBe(0);
});

it("tablet B reconnects: its edit is not sent over A's, and the queue says why and where to choose", async () => {
  const { context, page } = tabletB;
  await context.setOffline(false);
  // Told at once, and the queue keeps saying it.
  await waitShown(
    page,
    page.getByText(new RegExp(`^Not sent: Changes to ${typedOnB.name}\\. Changed on another device by ${storeName} at .+ compare and choose under “Waiting to send”\\.$`)),
  );
  const item = queueOf(page)
    .getByRole('listitem')
    .filter({ hasText: `Changes to ${typedOnB.name}` });
  await waitShown(page, item.getByText(new RegExp(`^Not sent: Changed on another device by ${storeName} at \\d{1,2}:\\d{2}\\s?[AP]M$`)));
  // Nothing of B's went over A's.
  const server = await drinkOnServer();
  expect([server.name, server.description]).toEqual([drinkName, typedOnA]);

  await item.getByRole('link', { name: `Compare and choose Changes to ${typedOnB.name}` }).tap();
  await page.waitForURL((url) => url.pathname === '/dashboard/add-drinks/' && url.searchParams.get('edit') === drinkId);
  const panel = page.getByRole('dialog', { name: 'Update Drink' });
  const choice = panel.getByRole('alert');
  await waitShown(page, choice);
  expect(await choice.getByRole('heading').textContent()).toMatch(new RegExp(`^Changed on another device by ${storeName} at \\d{1,2}:\\d{2}\\s?[AP]M$`));
  // What B typed is still in the form, and both versions show side by side.
  expect(await panel.getByRole('textbox', { name: 'Drink Name', exact: true }).inputValue()).toBe(typedOnB.name);
  expect(await panel.getByRole('textbox', { name: 'Description', exact: true }).inputValue()).toBe(typedOnB.description);
  expect(await choice.getByRole('definition').allTextContents()).toEqual([
    `Yours ${typedOnB.name}`,
    `Theirs ${drinkName} Use theirs`,
    `Yours ${typedOnB.description}`,
    `Theirs ${typedOnA} Use theirs`,
  ]);

  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    // The screen as the owner reads it, once the toasts have gone.
    await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0);
    await page.screenshot({ path: `${SHOTS}/conflict-1024.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await choice.getByRole('button', { name: 'Keep mine' }).waitFor();
    await page.screenshot({ path: `${SHOTS}/conflict-390.png` });
    await page.setViewportSize({ width: 1024, height: 768 });
  }
});

it('tablet B keeps its own: the server holds what B typed, and nothing waits any more', async () => {
  const { page } = tabletB;
  const panel = page.getByRole('dialog', { name: 'Update Drink' });
  await panel.getByRole('alert').getByRole('button', { name: 'Keep mine' }).tap();
  await panel.waitFor({ state: 'detached' });
  await expect.poll(async () => (await drinkOnServer()).description, { timeout: 20_000 }).toBe(typedOnB.description);
  expect((await drinkOnServer()).name).toBe(typedOnB.name);
  await expect.poll(() => page.getByText('Waiting to send', { exact: true }).count(), { timeout: 20_000 }).toBe(0);
  expect(new URL(page.url()).searchParams.get('edit')).toBeNull();
  await waitShown(page, page.getByRole('article', { name: typedOnB.name }));
});
