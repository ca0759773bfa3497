/**
 * A session head office ends says so (issue #51): a store tablet edits a
 * drink offline, head office resets the owner's password meanwhile, and back
 * online the tablet stays on its screen and says why it is signed out and
 * what waits; signing in with the new password sends the edit. The owner is
 * this run's own account (resetting a demo login's password would sign out
 * the other e2e files sharing the stack), removed at the end.
 */
import { mkdirSync } from 'node:fs';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { browserPerFile, runStamp } from './support/browser';
import { waitShown } from './support/navigate';
import { loginThroughForm } from './support/session';
import { flatPicture, signInByApi, type StaffApi, formOf } from './support/staff-api';

const baseURL = inject('baseURL');
/** Where the signed-out notice's pictures go, when asked for (`SHOTS_DIR=/tmp/shots`). */
const SHOTS = process.env.SHOTS_DIR;
const stamp = runStamp();
const newContext = browserPerFile();
const email = `ended.session.${stamp}@example.com`.toLowerCase();
const drinkName = `Reset Taro ${stamp}`;
const editedName = `Reset Taro Cloud ${stamp}`;
const NOTICE = 'You were signed out: head office changed your password. Sign in to send 1 waiting change.';

let admin: StaffApi;
let owner: StaffApi;
let ownerId = '';
let drinkId = '';
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  admin = await signInByApi(baseURL, 'admin@example.com', 'admin1234');
  const added = await admin.call<{ franchise: { _id: string } }>('/admin/action/franchise/add', {
    method: 'POST',
    body: formOf({ email, password: 'first-password-1', name: `Reset Shop ${stamp}`, phone: '+1 555 010 0300', owner_name: 'Ana Lee', address: '1 Main St, Austin TX' }),
  });
  ownerId = added.franchise._id;
  owner = await signInByApi(baseURL, email, 'first-password-1');
  const { series } = await owner.call<{ series: { _id: string } }>('/user/menu/series', {
    method: 'POST',
    body: formOf({ name: `Reset Series ${stamp}`, image: await flatPicture([120, 80, 160]) }),
  });
  drinkId = await owner.addDrink(drinkName, 'Edited before the reset.', [150, 110, 180], series._id);
});

afterAll(async () => {
  await context?.close();
  // Its series, drink and pictures go with it.
  if (ownerId) await admin.call(`/admin/action/franchise/${ownerId}`, { method: 'DELETE' });
});

const notice = () => page.getByText(NOTICE, { exact: true });
const drinkOnServer = async () => (await owner.call<{ drinks: { _id: string; name: string }[] }>('/user/menu/drinks')).drinks.find((d) => d._id === drinkId);

it('keeps a drink edited offline on the tablet, waiting to send', async () => {
  context = await newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: false });
  page = await context.newPage();
  await loginThroughForm(page, baseURL, email, 'first-password-1');
  // Every staff screen's code is on the tablet: what opens offline (the list of waiting writes) needs no network.
  await page.getByText('Ready to work offline').waitFor({ timeout: 30_000 });
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Drinks', exact: true }).tap();
  const row = page.getByRole('article', { name: drinkName });
  await waitShown(page, row);

  await context.setOffline(true);
  await row.getByRole('button', { name: `Edit ${drinkName}` }).tap();
  const panel = page.getByRole('dialog', { name: 'Update Drink' });
  await panel.getByLabel('Drink Name').fill(editedName);
  await panel.getByRole('button', { name: 'Update Drink' }).tap();
  await waitShown(page, page.getByRole('article', { name: editedName }).getByText('Waiting to send'));
});

it('back online after head office reset the password, says so on the same screen', async () => {
  await admin.call(`/admin/action/franchise/${ownerId}/password`, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ password: 'second-password-2' }),
  });
  await context.setOffline(false);
  await waitShown(page, notice());
  expect(new URL(page.url()).pathname).toBe('/dashboard/add-drinks');
  if (SHOTS) {
    mkdirSync(SHOTS, { recursive: true });
    // The screen as the owner reads it, once the toasts have gone.
    await expect.poll(() => page.locator('[data-sonner-toast]').count(), { timeout: 15_000 }).toBe(0);
    const size = page.viewportSize();
    await page.setViewportSize({ width: 1024, height: 768 });
    await page.screenshot({ path: `${SHOTS}/signed-out-1024.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${SHOTS}/signed-out-390.png` });
    if (size) await page.setViewportSize(size);
  }
  // The test's own reads need a session of the new password too.
  owner = await signInByApi(baseURL, email, 'second-password-2');
  expect((await drinkOnServer())?.name).toBe(drinkName);
});

it('signing in with the new password sends the edit, brings the screen back and ends the notice', async () => {
  const form = page.getByRole('region', { name: 'Login to your Franchise Account' });
  expect(await form.getByLabel('Email').inputValue()).toBe(email);
  await form.getByLabel('Password').fill('second-password-2');
  await form.getByRole('button', { name: 'Login' }).tap();
  await waitShown(page, page.getByRole('heading', { level: 1, name: 'Drinks' }));
  await expect.poll(async () => (await drinkOnServer())?.name, { timeout: 20_000 }).toBe(editedName);
  await notice().waitFor({ state: 'detached' });
  expect(new URL(page.url()).pathname).toBe('/dashboard/add-drinks');
});
