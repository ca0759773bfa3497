/**
 * A session head office ends says so (issue #51): a store tablet edits a
 * drink offline, head office resets the owner's password meanwhile, and back
 * online the tablet stays on its screen and says why it is signed out and
 * what waits; signing in with the new password sends the edit. The owner is
 * this run's own account (resetting a demo login's password would sign out
 * the other e2e files sharing the stack), removed at the end.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { flatPng } from '../worker/test/png';
import { browserPerFile, runStamp } from './support/browser';
import { waitShown } from './support/navigate';
import { loginThroughForm } from './support/session';

const baseURL = inject('baseURL');
const stamp = runStamp();
const newContext = browserPerFile();
const email = `ended.session.${stamp}@example.com`.toLowerCase();
const drinkName = `Reset Taro ${stamp}`;
const editedName = `Reset Taro Cloud ${stamp}`;
const NOTICE = 'You were signed out: head office changed your password. Sign in to send 1 waiting change.';

let adminCookie = '';
let ownerCookie = '';
let ownerId = '';
let drinkId = '';
let context: BrowserContext;
let page: Page;

async function api<T>(path: string, cookie: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseURL}/api/v1${path}`, { ...init, headers: { Origin: baseURL, cookie, ...init.headers } });
  expect(res.ok, `${init.method ?? 'GET'} ${path} answered ${res.status}: ${await res.clone().text()}`).toBe(true);
  return (await res.json()) as T;
}

async function cookieOf(login: string, password: string): Promise<string> {
  const res = await fetch(`${baseURL}/api/v1/user/login`, {
    method: 'POST',
    headers: { Origin: baseURL, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: login, password }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('token='))!
    .split(';')[0];
}

const picture = async (rgb: [number, number, number]) => new Blob([(await flatPng(rgb, 16)) as Uint8Array<ArrayBuffer>], { type: 'image/png' });
const formOf = (fields: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

beforeAll(async () => {
  adminCookie = await cookieOf('admin@example.com', 'admin1234');
  const added = await api<{ franchise: { _id: string } }>('/admin/action/franchise/add', adminCookie, {
    method: 'POST',
    body: formOf({ email, password: 'first-password-1', name: `Reset Shop ${stamp}`, phone: '+1 555 010 0300', owner_name: 'Ana Lee', address: '1 Main St, Austin TX' }),
  });
  ownerId = added.franchise._id;
  ownerCookie = await cookieOf(email, 'first-password-1');
  const { series } = await api<{ series: { _id: string } }>('/user/menu/series', ownerCookie, {
    method: 'POST',
    body: formOf({ name: `Reset Series ${stamp}`, image: await picture([120, 80, 160]) }),
  });
  const { drink } = await api<{ drink: { _id: string } }>('/user/menu/drink', ownerCookie, {
    method: 'POST',
    body: formOf({ name: drinkName, seriesId: series._id, description: 'Edited before the reset.', image: await picture([150, 110, 180]) }),
  });
  drinkId = drink._id;
});

afterAll(async () => {
  await context?.close();
  // Its series, drink and pictures go with it.
  if (ownerId) await api(`/admin/action/franchise/${ownerId}`, adminCookie, { method: 'DELETE' });
});

const notice = () => page.getByText(NOTICE, { exact: true });
const drinkOnServer = async () => (await api<{ drinks: { _id: string; name: string }[] }>('/user/menu/drinks', ownerCookie)).drinks.find((d) => d._id === drinkId);

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
  await api(`/admin/action/franchise/${ownerId}/password`, adminCookie, {
    method: 'PUT',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ password: 'second-password-2' }),
  });
  await context.setOffline(false);
  await waitShown(page, notice());
  expect(new URL(page.url()).pathname).toBe('/dashboard/add-drinks');
  // The test's own reads need a session of the new password too.
  ownerCookie = await cookieOf(email, 'second-password-2');
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
