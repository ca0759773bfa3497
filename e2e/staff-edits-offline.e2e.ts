/**
 * Nothing typed on the store tablet is lost (issue #51): offline, a drink's
 * Nutrition panel lists head office's toppings and keeps its facts, and the
 * store's hours are kept too; the lists mark both as waiting, the banner
 * names them, and once the network is back each reaches the server once.
 * Head office's edit of a store's text fields is kept offline the same way.
 * The stack is shared with other e2e files: the drink and head office's store
 * are this run's own, and the hours change only a special date far ahead, put
 * back at the end.
 */
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { browserPerFile, runStamp } from './support/browser';
import { waitShown } from './support/navigate';
import { loginThroughForm } from './support/session';
import { flatPicture, signInByApi, type StaffApi } from './support/staff-api';

const baseURL = inject('baseURL');
const stamp = runStamp();
const newContext = browserPerFile();
const drinkName = `Offline Facts Taro ${stamp}`;
const SPECIAL_DATE = '2099-12-24';

interface Store {
  _id: string;
  name: string;
  timings: unknown[];
  specialHours: { date: string }[];
}
interface OwnDrink {
  _id: string;
  facts: { toppingIds: string[]; sizes: { calories: number }[] } | null;
}

let staff: StaffApi;
let drinkId = '';
let store: Store | undefined;
let context: BrowserContext;
let page: Page;
/** The PUTs of facts and hours the server answered (what the offline tablet could not send got no answer). */
const answered: string[] = [];

const api = <T>(path: string, init?: RequestInit) => staff.call<T>(path, init);

beforeAll(async () => {
  staff = await signInByApi(baseURL, 'franchise1@example.com', 'franchise1234');
  drinkId = await staff.addDrink(drinkName, 'Its facts are typed with no signal.', [150, 110, 180]);
  store = (await api<{ locations: Store[] }>('/franchise/locations')).locations[0];
});

afterAll(async () => {
  await context?.close();
  if (drinkId) await api(`/user/menu/drink/${drinkId}`, { method: 'DELETE' });
  if (store) {
    const { timings, specialHours } = store;
    await api(`/franchise/location/${store._id}/hours`, { method: 'PUT', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ timings, specialHours }) });
  }
});

const ourStore = () => store!;
const nav = () => page.getByRole('navigation', { name: 'Dashboard' });
const banner = () => page.getByRole('status').filter({ hasText: "You're offline. Each screen shows what it had" });
const drinkRow = () => page.getByRole('article', { name: drinkName });
const storeRow = () => page.getByRole('row').filter({ hasText: ourStore().name });
const savedOnDevice = () => page.getByText("Saved on this device. It will be sent when you're back online.").first();
const ownDrink = async () => (await api<{ drinks: OwnDrink[] }>('/user/menu/drinks')).drinks.find((d) => d._id === drinkId);
const ownStore = async () => (await api<{ locations: Store[] }>('/franchise/locations')).locations.find((l) => l._id === ourStore()._id)!;

/** Taps a sidebar link (a touch screen) and waits for the screen's heading. */
async function tapScreen(link: string, heading: string) {
  await nav().getByRole('link', { name: link, exact: true }).tap();
  await waitShown(page, page.getByRole('heading', { level: 1, name: heading }));
}

it('opens Locations and Drinks online on a 1024 px tablet', async () => {
  context = await newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: false });
  page = await context.newPage();
  page.on('response', (res) => {
    const { pathname } = new URL(res.url());
    if (res.request().method() === 'PUT' && /\/(facts|hours)$/.test(pathname)) answered.push(pathname);
  });
  await loginThroughForm(page, baseURL, 'franchise1@example.com', 'franchise1234');
  await page.getByText('Ready to work offline').waitFor({ timeout: 30_000 });
  await tapScreen('Locations', 'Locations');
  await waitShown(page, storeRow());
  // The Nutrition panel is never opened online: offline it must still know head office's toppings.
  await tapScreen('Drinks', 'Drinks');
  await waitShown(page, drinkRow());
});

it('offline, lists the toppings in the Nutrition panel and keeps the facts, marked as waiting', async () => {
  await context.setOffline(true);
  await banner().waitFor();
  await drinkRow()
    .getByRole('button', { name: `Nutrition and options of ${drinkName}` })
    .tap();
  const panel = page.getByRole('dialog', { name: `Nutrition and options: ${drinkName}` });
  const pearls = panel.getByRole('checkbox', { name: /^Tapioca Pearls/ });
  await waitShown(page, pearls);
  expect(await panel.getByText('Head office has no toppings yet.').count()).toBe(0);
  const sizes = [
    ['250', '30', '24', '40'],
    ['380', '45', '36', '60'],
  ];
  for (const [i, values] of sizes.entries()) {
    for (const [k, column] of ['Calories', 'Sugar (g)', 'Added sugar (g)', 'Caffeine (mg)'].entries())
      await panel.getByLabel(`${column}, size ${i + 1}`, { exact: true }).fill(values[k]);
  }
  await pearls.check();
  await panel.getByRole('button', { name: 'Save nutrition and options' }).tap();
  await savedOnDevice().waitFor();
  await waitShown(page, drinkRow().getByText('Waiting to send'));
  expect((await ownDrink())?.facts).toBeNull();
});

it("offline, keeps the store's hours, and the banner names both waiting changes", async () => {
  const { name } = ourStore();
  await tapScreen('Locations', 'Locations');
  await storeRow()
    .getByRole('button', { name: `Edit hours of ${name}` })
    .tap();
  const panel = page.getByRole('dialog', { name: `Hours of ${name}` });
  await panel.getByRole('button', { name: 'Add a special date' }).tap();
  await panel.getByLabel('Date').last().fill(SPECIAL_DATE);
  await panel.getByRole('button', { name: 'Save Hours' }).tap();
  await savedOnDevice().waitFor();
  await waitShown(page, storeRow().getByText('Waiting to send'));
  expect((await ownStore()).specialHours.map((d) => d.date)).not.toContain(SPECIAL_DATE);

  await banner().getByText('2 changes waiting to send:').waitFor();
  expect(await banner().getByRole('listitem').allTextContents()).toEqual([`Nutrition of ${drinkName}`, `Hours of ${name}`]);
  const queue = page.getByRole('complementary', { name: 'Waiting to send' });
  expect(await queue.getByText(`Nutrition of ${drinkName}`, { exact: true }).count()).toBe(1);
  expect(await queue.getByText(`Hours of ${name}`, { exact: true }).count()).toBe(1);
  expect(answered).toEqual([]);
});

it('back online, sends each change once and the server has them', async () => {
  await context.setOffline(false);
  // The server's answers, not the list: a list reloading on reconnect shows no row, nor any mark, for a moment.
  await expect.poll(() => answered.length, { timeout: 30_000 }).toBe(2);
  await expect.poll(() => page.getByText('Waiting to send', { exact: true }).count(), { timeout: 30_000 }).toBe(0);
  await banner().waitFor({ state: 'detached' });
  const { toppings } = await api<{ toppings: { _id: string; name: string }[] }>('/toppings');
  const facts = (await ownDrink())?.facts;
  expect(facts?.toppingIds).toEqual([toppings.find((t) => t.name === 'Tapioca Pearls')!._id]);
  expect(facts?.sizes.map((s) => s.calories)).toEqual([250, 380]);
  expect((await ownStore()).specialHours.filter((d) => d.date === SPECIAL_DATE)).toHaveLength(1);
  expect(answered.sort()).toEqual([`/api/v1/franchise/location/${ourStore()._id}/hours`, `/api/v1/user/menu/drink/${drinkId}/facts`]);
});

/*
 * Head office on a tablet: a store's phone changed offline is kept, named in
 * the banner and sent once when the network returns. The store is this run's
 * own, added by the API and deleted at the end.
 */
const officeStoreName = `Offline Phone Store ${stamp}`;
let office: StaffApi | undefined;
let officeStoreId = '';
let officeContext: BrowserContext | undefined;
let officePage: Page;
/** The store edits the server answered. */
const officeAnswered: string[] = [];

afterAll(async () => {
  await officeContext?.close();
  if (office && officeStoreId) await office.call(`/admin/location/${officeStoreId}`, { method: 'DELETE' });
});

const officeRow = () => officePage.getByRole('row').filter({ hasText: officeStoreName });
const officeBanner = () => officePage.getByRole('status').filter({ hasText: "You're offline. Each screen shows what it had" });
const officeStore = async () =>
  (await office!.call<{ locations: (Store & { phone: string; version: number })[] }>('/admin/locations')).locations.find((l) => l._id === officeStoreId)!;

it("opens head office's Locations online on a 1024 px tablet, with this run's own store", async () => {
  office = await signInByApi(baseURL, 'admin@example.com', 'admin1234');
  const form = new FormData();
  const fields: Record<string, string> = {
    name: officeStoreName,
    address: `${stamp} Lamar Blvd, Austin, TX`,
    email: `offline-phone-${stamp}@example.com`,
    phone: '512 555 0100',
    timings: JSON.stringify(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].map((day) => ({ day, openTime: '10:00', closingTime: '21:00' }))),
    clientId: crypto.randomUUID(),
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  form.append('image', await flatPicture([90, 140, 110]), 'store.png');
  officeStoreId = (await office.call<{ location: { _id: string } }>('/admin/location/add', { method: 'POST', body: form })).location._id;

  officeContext = await newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: false });
  officePage = await officeContext.newPage();
  officePage.on('response', (res) => {
    if (res.request().method() === 'PUT' && new URL(res.url()).pathname === `/api/v1/admin/location/${officeStoreId}`) officeAnswered.push(String(res.status()));
  });
  await loginThroughForm(officePage, baseURL, 'admin@example.com', 'admin1234');
  await officePage.getByText('Ready to work offline').waitFor({ timeout: 30_000 });
  await officePage.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Locations', exact: true }).tap();
  await waitShown(officePage, officeRow());
});

it("offline, says what needs the network before anything is typed, keeps the store's new phone and names the store in the banner", async () => {
  await officeContext!.setOffline(true);
  await officeBanner().waitFor();
  await officeRow()
    .getByRole('button', { name: `Edit ${officeStoreName}` })
    .tap();
  const panel = officePage.getByRole('dialog', { name: 'Update Location' });
  await panel
    .getByText("You're offline: a new store picture needs a connection. Changes without a new picture are kept on this device and sent when you're back online.")
    .waitFor();
  await panel.getByLabel('Phone').fill('512 555 0142');
  await panel.getByRole('button', { name: 'Update Location' }).tap();
  await officePage.getByText("Saved on this device. It will be sent when you're back online.").first().waitFor();
  await waitShown(officePage, officeRow().getByText('Waiting to send'));
  // The banner reads the outbox on its own: a moment after the row, on a busy machine.
  await expect.poll(() => officeBanner().getByRole('listitem').allTextContents(), { timeout: 15_000 }).toEqual([`Changes to ${officeStoreName}`]);
  expect((await officeStore()).phone).toBe('512 555 0100');
  expect(officeAnswered).toEqual([]);
});

it("back online, sends the store's edit once, made from the version the tablet had", async () => {
  await officeContext!.setOffline(false);
  // The server's answer, not the list: a list reloading on reconnect shows no row, nor any mark, for a moment.
  await expect.poll(() => officeAnswered.length, { timeout: 30_000 }).toBe(1);
  await expect.poll(() => officeRow().getByText('Waiting to send', { exact: true }).count(), { timeout: 30_000 }).toBe(0);
  await officeBanner().waitFor({ state: 'detached' });
  const store = await officeStore();
  expect(store.phone).toBe('512 555 0142');
  expect(store.name).toBe(officeStoreName);
  // Added at version 1: one write, not two.
  expect(store.version).toBe(2);
  expect(officeAnswered).toEqual(['200']);
});
