/**
 * Nothing head office types is lost offline (issue #51): on a tablet with no
 * network, a topping's edit without a new picture, the brand profile, a
 * coming-soon store added and one edited, a review approved and the read
 * marks of a franchise enquiry and a contact message are each kept on the
 * device, shown at once, named in the banner and sent exactly once when the
 * network returns. Every row changed is this run's own (added through the
 * API, deleted at the end); the brand profile, the one page there is, is put
 * back as it was.
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

const toppingName = `Offline Jelly ${stamp}`;
const soonName = `Offline Soon ${stamp}`;
const addedSoonName = `Offline Added Soon ${stamp}`;
const reviewer = `Offline Reviewer ${stamp}`;
const prospect = `Offline Prospect ${stamp}`;
const visitor = `Offline Visitor ${stamp}`;
const profileLine = `Written offline (${stamp}).`;

interface Topping {
  _id: string;
  name: string;
  calories: number;
  version: number;
}
interface Profile {
  text: string;
  document: { _id: string } | null;
  version: number;
}
interface Soon {
  _id: string;
  name: string;
  status: string;
  version: number;
}

let office: StaffApi;
let toppingId = '';
let soonId = '';
let reviewId = '';
let drink: { _id: string; name: string };
let requestId = '';
let messageId = '';
let profile: Profile;
let context: BrowserContext;
let page: Page;
/** The writes of this run's rows the server answered, as `METHOD path status` (what the offline tablet could not send got no answer). */
const answered: string[] = [];

const json = (method: 'POST' | 'PUT', body: unknown): RequestInit => ({ method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
const api = <T>(path: string, init?: RequestInit) => office.call<T>(path, init);

beforeAll(async () => {
  office = await signInByApi(baseURL, 'admin@example.com', 'admin1234');
  const form = new FormData();
  for (const [key, value] of Object.entries({ name: toppingName, calories: '60', sugarG: '12', caffeineMg: '0', allergens: '', vegan: 'true' })) form.append(key, value);
  form.append('image', await flatPicture([230, 200, 120]), 'jelly.png');
  toppingId = (await api<{ topping: Topping }>('/admin/toppings', { method: 'POST', body: form })).topping._id;
  soonId = (await api<{ franchise: Soon }>('/admin/comming/add', json('POST', { name: soonName, address: `${stamp} Burnet Rd, Austin, TX`, email: `soon-${stamp}@example.com` })))
    .franchise._id;

  const { menu } = await api<{ menu: { series: { drinks: { _id: string; name: string }[] }[] } }>('/user/menu/admin/series');
  drink = menu.series.flatMap((s) => s.drinks)[0];
  reviewId = (await api<{ review: { _id: string } }>(`/review/drink/${drink._id}`, json('POST', { name: reviewer, rating: 5, comment: `Kept offline (${stamp})` }))).review._id;
  requestId = (
    await api<{ _id: string }>(
      '/user/franchise/request',
      json('POST', {
        name: prospect,
        phone: '512 555 0123',
        email: `prospect-${stamp}@example.com`,
        city: 'Austin, TX',
        occupation: 'Chef',
        netWorth: '$500,000 – $1,000,000',
        liquidAssets: '$250,000 – $500,000',
        preferredLocation: 'Austin',
        howHear: 'Social media',
        notes: `Read offline (${stamp}).`,
      }),
    )
  )._id;
  messageId = (await api<{ _id: string }>('/user/contact-us', json('POST', { name: visitor, email: `visitor-${stamp}@example.com`, message: `Read offline (${stamp}).` })))._id;
  profile = (await api<{ profile: Profile }>('/user/brand-profile')).profile;
});

afterAll(async () => {
  await context?.close();
  if (!office) return;
  const gone = (path: string) => office.call(path, { method: 'DELETE' }).catch(() => undefined);
  if (toppingId) await gone(`/admin/toppings/${toppingId}`);
  const soon = (await api<{ franchise: Soon[] }>('/admin/comming/')).franchise.filter((f) => f._id === soonId || f.name === addedSoonName);
  for (const f of soon) await gone(`/admin/comming/${f._id}`);
  if (reviewId) await gone(`/review/${reviewId}`);
  if (requestId) await gone(`/admin/franchise/requset/${requestId}`);
  if (messageId) await gone(`/admin/contact-messages/${messageId}`);
  // A page never saved has no text to put back (the route refuses an empty one): this run's line then stays.
  if (profile?.text) await api('/admin/brand-profile', json('PUT', { text: profile.text, documentId: profile.document?._id ?? null }));
});

/** The paths of the writes this run's changes make: each must be answered once, and only once the tablet is back online. */
const watched = () =>
  new Map([
    [`/api/v1/admin/toppings/${toppingId}`, 'PUT'],
    ['/api/v1/admin/brand-profile', 'PUT'],
    ['/api/v1/admin/comming/add', 'POST'],
    [`/api/v1/admin/comming/${soonId}`, 'PUT'],
    [`/api/v1/review/${reviewId}`, 'PUT'],
    [`/api/v1/admin/franchise/requset/${requestId}/read`, 'PUT'],
    [`/api/v1/admin/contact-messages/${messageId}/read`, 'PUT'],
  ]);

const nav = () => page.getByRole('navigation', { name: 'Dashboard' });
const banner = () => page.getByRole('status').filter({ hasText: "You're offline. Each screen shows what it had" });
const savedOnDevice = () => page.getByText("Saved on this device. It will be sent when you're back online.").first();
const toppingRow = () => page.getByRole('article', { name: toppingName, exact: true });
const soonRow = () => page.getByRole('row').filter({ hasText: soonName });
const reviewCard = () => page.getByRole('article').filter({ hasText: reviewer });
const requestRow = () => page.getByRole('row').filter({ hasText: prospect });
const messageRow = () => page.getByRole('row').filter({ hasText: visitor });

const ownTopping = async () => (await api<{ toppings: Topping[] }>('/toppings')).toppings.find((t) => t._id === toppingId)!;
const ownProfile = async () => (await api<{ profile: Profile }>('/user/brand-profile')).profile;
const comingSoon = async () => (await api<{ franchise: Soon[] }>('/admin/comming/')).franchise;
const pendingIds = async () => (await api<{ reviews: { _id: string }[] }>('/review/pending')).reviews.map((r) => r._id);
const requestRead = async () =>
  (await api<{ franchiseRequest: { _id: string; read: boolean }[] }>('/admin/franchise/requsets')).franchiseRequest.find((r) => r._id === requestId)!.read;
const messageRead = async () => (await api<{ messages: { _id: string; read: boolean }[] }>('/admin/contact-messages')).messages.find((m) => m._id === messageId)!.read;

/** Taps a sidebar link (a touch screen; a count may follow its label) and waits for the screen's heading. */
async function tapScreen(link: string, heading: string) {
  await nav()
    .getByRole('link', { name: new RegExp(`^${link}\\b`) })
    .tap();
  await waitShown(page, page.getByRole('heading', { level: 1, name: heading, exact: true }));
}

it("opens each of head office's screens online once on a 1024 px tablet", async () => {
  context = await newContext({ viewport: { width: 1024, height: 768 }, hasTouch: true, isMobile: false });
  page = await context.newPage();
  page.on('response', (res) => {
    const method = res.request().method();
    const { pathname } = new URL(res.url());
    if (watched().get(pathname) === method) answered.push(`${method} ${pathname} ${res.status()}`);
  });
  await loginThroughForm(page, baseURL, 'admin@example.com', 'admin1234');
  await page.getByText('Ready to work offline').waitFor({ timeout: 30_000 });
  await tapScreen('Toppings', 'Toppings');
  await waitShown(page, toppingRow());
  await tapScreen('Brand Profile', 'Brand Profile');
  await waitShown(page, page.getByLabel('Page text'));
  await tapScreen('Coming Soon', 'Coming Soon');
  await waitShown(page, soonRow());
  await tapScreen('Reviews', 'Pending Reviews');
  await waitShown(page, reviewCard());
  await tapScreen('Requests', 'Franchise Requests');
  await waitShown(page, requestRow().getByText('New', { exact: true }));
  await tapScreen('Inbox', 'Inbox');
  await waitShown(page, messageRow().getByText('New', { exact: true }));
});

it("offline, keeps a topping's edit without a new picture and shows the topping as it will be, marked", async () => {
  await context.setOffline(true);
  await banner().waitFor();
  await tapScreen('Toppings', 'Toppings');
  await toppingRow()
    .getByRole('button', { name: `Edit ${toppingName}` })
    .tap();
  const panel = page.getByRole('dialog', { name: 'Update Topping' });
  await panel.getByText("You're offline: a new picture needs a connection. Changes without a new picture are kept on this device and sent when you're back online.").waitFor();
  await panel.getByLabel('Calories per serving').fill('75');
  await panel.getByRole('button', { name: 'Update Topping' }).tap();
  await savedOnDevice().waitFor();
  await waitShown(page, toppingRow().getByText('Waiting to send'));
  await expect.poll(() => toppingRow().innerText()).toContain('75 Cal · 12 g sugar');
  expect((await ownTopping()).calories).toBe(60);
});

it('offline, keeps the brand profile and says under the form that it waits', async () => {
  await tapScreen('Brand Profile', 'Brand Profile');
  const text = page.getByLabel('Page text');
  await text.fill(`${profile.text}\n\n${profileLine}`);
  await page.getByRole('button', { name: 'Save Brand Profile' }).tap();
  await waitShown(page, page.getByText("Saved on this device: it goes to the server when you're back online."));
  expect(await text.inputValue()).toBe(`${profile.text}\n\n${profileLine}`);
  expect((await ownProfile()).text).toBe(profile.text);
});

it('offline, keeps a new coming-soon store and an edit of another, the edited row shown as it will be, marked', async () => {
  await tapScreen('Coming Soon', 'Coming Soon');
  const add = page.getByRole('region', { name: 'Add Coming Soon Franchise' });
  await add.getByLabel('Franchise Name').fill(addedSoonName);
  await add.getByLabel('Franchise Email').fill(`added-soon-${stamp}@example.com`);
  await add.getByRole('button', { name: 'Add Franchise' }).tap();
  await savedOnDevice().waitFor();
  await expect.poll(() => add.getByLabel('Franchise Name').inputValue()).toBe('');

  await soonRow()
    .getByRole('button', { name: `Edit ${soonName}` })
    .tap();
  const dialog = page.getByRole('dialog', { name: 'Update Franchise' });
  await dialog.getByLabel('Status').fill('Now Hiring');
  await dialog.getByRole('button', { name: 'Update Franchise' }).tap();
  await dialog.waitFor({ state: 'detached' });
  await waitShown(page, soonRow().getByText('Waiting to send'));
  await soonRow().getByRole('cell', { name: 'Now Hiring', exact: true }).waitFor();

  const stored = await comingSoon();
  expect(stored.filter((f) => f.name === addedSoonName)).toEqual([]);
  expect(stored.find((f) => f._id === soonId)?.status).toBe('Coming Soon');
});

it('offline, keeps a review approved in the queue, shown approved at once', async () => {
  await tapScreen('Reviews', 'Pending Reviews');
  await reviewCard().getByRole('button', { name: 'Approve', exact: true }).tap();
  await waitShown(page, reviewCard().getByText('Waiting to send'));
  await reviewCard().getByText('Approved', { exact: true }).waitFor();
  expect(await reviewCard().getByRole('button', { name: 'Approve', exact: true }).count()).toBe(0);
  expect(await pendingIds()).toContain(reviewId);
});

it('offline, opening an unread enquiry and an unread message shows each read at once, its mark waiting', async () => {
  await tapScreen('Requests', 'Franchise Requests');
  await requestRow()
    .getByRole('button', { name: `View request from ${prospect}` })
    .tap();
  let dialog = page.getByRole('dialog', { name: 'Franchise Request' });
  await dialog.getByText(`Read offline (${stamp}).`).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).tap();
  await waitShown(page, requestRow().getByText('Waiting to send'));
  expect(await requestRow().getByText('New', { exact: true }).count()).toBe(0);

  await tapScreen('Inbox', 'Inbox');
  await messageRow()
    .getByRole('button', { name: `Read message from ${visitor}` })
    .tap();
  dialog = page.getByRole('dialog', { name: `Message from ${visitor}` });
  await dialog.getByText(`Read offline (${stamp}).`).waitFor();
  await dialog.getByRole('button', { name: 'Close' }).tap();
  await waitShown(page, messageRow().getByText('Waiting to send'));
  expect(await messageRow().getByText('New', { exact: true }).count()).toBe(0);

  expect(await requestRead()).toBe(false);
  expect(await messageRead()).toBe(false);
});

it('offline, the banner names each of the seven waiting changes and none has reached the server', async () => {
  await banner().getByText('7 changes waiting to send:').waitFor();
  expect(await banner().getByRole('listitem').allTextContents()).toEqual([
    `Changes to ${toppingName}`,
    'Changes to the Brand Profile',
    `New coming-soon franchise: ${addedSoonName}`,
    `Changes to ${soonName}`,
    `Approve review by ${reviewer}`,
    `Mark enquiry from ${prospect} read`,
    `Mark message from ${visitor} read`,
  ]);
  expect(answered).toEqual([]);
});

it('back online, sends each change once and the server has every one', async () => {
  await context.setOffline(false);
  await banner().waitFor({ state: 'detached' });
  await expect.poll(() => answered.length, { timeout: 30_000 }).toBe(7);
  await expect.poll(() => messageRow().getByText('Waiting to send').count(), { timeout: 30_000 }).toBe(0);

  const topping = await ownTopping();
  expect(topping.calories).toBe(75);
  // Added at version 1: one write, not two.
  expect(topping.version).toBe(2);
  const saved = await ownProfile();
  expect(saved.text).toBe(`${profile.text}\n\n${profileLine}`);
  expect(saved.version).toBe(profile.version + 1);
  const stored = await comingSoon();
  expect(stored.filter((f) => f.name === addedSoonName)).toHaveLength(1);
  expect(stored.find((f) => f._id === soonId)).toMatchObject({ status: 'Now Hiring', version: 2 });
  expect(await pendingIds()).not.toContain(reviewId);
  expect((await api<{ reviews: { _id: string }[] }>(`/review/drink/${drink._id}/approved`)).reviews.map((r) => r._id)).toContain(reviewId);
  expect(await requestRead()).toBe(true);
  expect(await messageRead()).toBe(true);

  expect(answered.sort()).toEqual(
    [
      `PUT /api/v1/admin/toppings/${toppingId} 200`,
      'PUT /api/v1/admin/brand-profile 200',
      'POST /api/v1/admin/comming/add 201',
      `PUT /api/v1/admin/comming/${soonId} 200`,
      `PUT /api/v1/review/${reviewId} 200`,
      `PUT /api/v1/admin/franchise/requset/${requestId}/read 200`,
      `PUT /api/v1/admin/contact-messages/${messageId}/read 200`,
    ].sort(),
  );
});
