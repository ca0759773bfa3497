/**
 * The menu and content screens of the dashboard, end to end in Chromium:
 * a franchise builds its own menu, the admin moderates a visitor's review,
 * and content the admin uploads reaches the franchise. The stack is shared
 * with other e2e files, so every name is unique and no count is assumed.
 */
import { describe, expect, inject, it } from 'vitest';
import type { BrowserContextOptions, Locator, Page } from 'playwright-core';
import { PNG_SIGNATURE } from '../scripts/seed/png';
import { flatPng } from '../worker/test/png';
import { browserPerFile, downloadedBytes, runStamp } from './support/browser';
import { loginThroughForm } from './support/session';
import { open } from './support/navigate';

const baseURL = inject('baseURL');
const stamp = runStamp();
const newContext = browserPerFile();

/** An MP4 header (ftyp isom) and a free box: the server sniffs it as video; it needn't play. */
function tinyMp4(): Buffer {
  const ftyp = Buffer.from('\0\0\0\x18ftypisom\0\0\x02\0isomiso2', 'binary');
  const free = Buffer.concat([Buffer.from('\0\0\0\x10free', 'binary'), Buffer.alloc(8)]);
  return Buffer.concat([ftyp, free]);
}

async function signedIn(email: string, password: string, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await newContext({ viewport: { width: 1280, height: 900 }, ...options });
  const page = await context.newPage();
  await loginThroughForm(page, baseURL, email, password);
  return page;
}

const asAdmin = () => signedIn('admin@example.com', 'admin1234');
const asFranchise = (options?: BrowserContextOptions) => signedIn('franchise1@example.com', 'franchise1234', options);

/** The toast with exactly this text (sonner keeps older ones on screen for a while). */
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]', { hasText: text }).first();

async function confirmDelete(page: Page) {
  const confirm = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Cancel' }) });
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
}

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseURL}/api/v1${path}`, { ...init, headers: { Origin: baseURL, 'Content-Type': 'application/json', ...init.headers } });
  expect(res.ok, `${init.method ?? 'GET'} ${path} answered ${res.status}`).toBe(true);
  return (await res.json()) as T;
}

const textOf = (locator: Locator) => locator.evaluate((el) => (el as HTMLInputElement).value);

/** The panel form's own alerts (toasts are not part of it). */
async function panelAlerts(panel: Locator): Promise<string[]> {
  const alerts = panel.locator('form [role="alert"]');
  await alerts.first().waitFor();
  return alerts.allTextContents();
}

describe('franchise menu', () => {
  it('adds a series and a drink with pictures in the side panel, edits them, sees them in its own menu, then deletes the series', async () => {
    const seriesName = `E2E Series ${stamp}`;
    const drinkName = `E2E Drink ${stamp}`;
    const page = await asFranchise();

    await open(page, `${baseURL}/dashboard/addseries`, page.getByRole('button', { name: 'Add New Series' }));
    await page.getByRole('button', { name: 'Add New Series' }).click();
    const addSeries = page.getByRole('dialog', { name: 'Add New Series' });
    await addSeries.getByRole('button', { name: 'Add Series' }).click();
    expect(await panelAlerts(addSeries)).toEqual(['Please enter a series name.', 'Please choose an image for the series.']);

    await addSeries.getByLabel('Series Name').fill(seriesName);
    await addSeries.getByLabel('Series Picture').setInputFiles({ name: 'series.png', mimeType: 'image/png', buffer: Buffer.from(await flatPng([240, 160, 80])) });
    await addSeries.getByRole('img', { name: 'Preview of the chosen picture' }).waitFor();
    await addSeries.getByRole('button', { name: 'Add Series' }).click();
    await toast(page, 'Series Added Successfully').waitFor();
    await addSeries.waitFor({ state: 'hidden' });
    const seriesRow = page.getByRole('article', { name: seriesName, exact: true });
    await seriesRow.waitFor();
    // The row's picture is the stored upload, served from R2.
    const seriesPicture = await seriesRow.locator('img').getAttribute('src');
    expect(seriesPicture).toMatch(/^\/api\/v1\/media\/picture(\/|%2F).+\.png$/);

    await open(page, `${baseURL}/dashboard/add-drinks`, page.getByRole('button', { name: 'Add New Drink' }));
    await page.getByRole('button', { name: 'Add New Drink' }).click();
    const addDrink = page.getByRole('dialog', { name: 'Add New Drink' });
    await addDrink.getByRole('button', { name: 'Add Drink' }).click();
    expect(await panelAlerts(addDrink)).toEqual(['Please enter a drink name.', 'Please choose a series.', 'Please choose an image for the drink.']);
    await addDrink.getByLabel('Drink Name').fill(drinkName);
    await addDrink.getByLabel('Series', { exact: true }).selectOption({ label: seriesName });
    await addDrink.getByLabel('Description').fill('Brewed by the end-to-end suite.');
    await addDrink.getByRole('button', { name: 'Add Drink' }).click();
    expect(await panelAlerts(addDrink)).toEqual(['Please choose an image for the drink.']);
    await addDrink.getByLabel('Drink Picture').setInputFiles({ name: 'drink.png', mimeType: 'image/png', buffer: Buffer.from(await flatPng([120, 200, 160])) });
    await addDrink.getByRole('img', { name: 'Preview of the chosen picture' }).waitFor();
    await addDrink.getByRole('button', { name: 'Add Drink' }).click();
    await toast(page, 'Drink Added Successfully').waitFor();
    await addDrink.waitFor({ state: 'hidden' });
    const drinkRow = page.getByRole('article', { name: drinkName, exact: true });
    await drinkRow.waitFor();
    // Reviews are the admin's business.
    await expect(drinkRow.getByRole('button', { name: /Reviews/ }).count()).resolves.toBe(0);
    // The list finds it by search and by series, and counts what it shows.
    await page.getByLabel('Search drinks').fill(stamp);
    await page.getByText(/^1 of \d+ drinks$/).waitFor();
    await page.getByLabel('Search drinks').fill('');

    // A second drink of the same name in the series is refused under its field.
    await page.getByRole('button', { name: 'Add New Drink' }).click();
    await addDrink.getByLabel('Drink Name').fill(drinkName.toUpperCase());
    await addDrink.getByLabel('Series', { exact: true }).selectOption({ label: seriesName });
    await addDrink.getByLabel('Drink Picture').setInputFiles({ name: 'twin.png', mimeType: 'image/png', buffer: Buffer.from(await flatPng([10, 20, 30])) });
    await addDrink.getByRole('img', { name: 'Preview of the chosen picture' }).waitFor();
    await addDrink.getByRole('button', { name: 'Add Drink' }).click();
    await addDrink.getByText(`There is already a drink called “${drinkName.toUpperCase()}” in this series. Please choose another name.`).waitFor();
    await addDrink.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('dialog', { name: 'Discard changes?' }).getByRole('button', { name: 'Discard changes' }).click();
    await addDrink.waitFor({ state: 'hidden' });

    // Update Drink edits the words and replaces the picture, keeping the drink (and its reviews).
    await drinkRow.getByRole('button', { name: `Edit ${drinkName}` }).click();
    const update = page.getByRole('dialog', { name: 'Update Drink' });
    await expect(textOf(update.getByLabel('Description'))).resolves.toBe('Brewed by the end-to-end suite.');
    const oldPicture = await drinkRow.locator('img').getAttribute('src');
    await update.getByLabel('Description').fill('Shaken, not stirred.');
    await update.getByLabel('Drink Picture (optional)').setInputFiles({ name: 'new.png', mimeType: 'image/png', buffer: Buffer.from(await flatPng([200, 40, 90])) });
    await update.getByRole('img', { name: 'Preview of the chosen picture' }).waitFor();
    await update.getByRole('button', { name: 'Update Drink' }).click();
    await toast(page, 'Drink Updated Successfully').waitFor();
    await update.waitFor({ state: 'hidden' });
    await expect.poll(() => drinkRow.locator('img').getAttribute('src')).not.toBe(oldPicture);

    await open(page, `${baseURL}/dashboard/menu`, page.getByRole('heading', { name: 'All Series' }));
    await page.getByRole('button', { name: `${seriesName}, 1 drink` }).click();
    await page.getByRole('heading', { name: `Drinks of ${seriesName}` }).waitFor();
    await page.getByRole('heading', { name: drinkName }).waitFor();
    await page.getByText('Shaken, not stirred.').waitFor();
    await page.getByRole('button', { name: 'Back to Menu' }).click();
    await page.getByRole('heading', { name: 'All Series' }).waitFor();

    // Renaming keeps the picture unless a new one is chosen; deleting takes the drinks along.
    const edit = seriesRow.getByRole('button', { name: `Edit ${seriesName}` });
    await open(page, `${baseURL}/dashboard/addseries`, edit);
    await edit.click();
    const renamed = `${seriesName} renamed`;
    const updateSeries = page.getByRole('dialog', { name: 'Update Series' });
    await updateSeries.getByRole('img', { name: 'Current picture' }).waitFor();
    await updateSeries.getByLabel('Series Name').fill(renamed);
    await updateSeries.getByRole('button', { name: 'Update Series' }).click();
    await toast(page, 'Series Updated Successfully').waitFor();
    const renamedRow = page.getByRole('article', { name: renamed, exact: true });
    await expect(renamedRow.locator('img').getAttribute('src')).resolves.toBe(seriesPicture);

    await renamedRow.getByRole('button', { name: `Delete ${renamed}` }).click();
    await page.getByText('All of its drinks and their reviews are deleted with it.').waitFor();
    await confirmDelete(page);
    await toast(page, 'Series Deleted Successfully').waitFor();
    await renamedRow.waitFor({ state: 'detached' });
    await open(page, `${baseURL}/dashboard/add-drinks`, page.getByRole('heading', { name: 'All Drinks' }));
    await page.getByLabel('Series', { exact: true }).waitFor();
    // The screen may first show the list it kept, then the server's: the drink goes with that.
    await expect.poll(() => page.getByRole('article', { name: drinkName, exact: true }).count()).toBe(0);
  });
});

describe('review moderation', () => {
  it('approves a visitor review with Approve so it shows publicly, and hides it again with Unpublish', async () => {
    const { menu } = await api<{ menu: { series: { _id: string; drinks: { _id: string; name: string }[] }[] } }>('/user/menu/admin/series');
    const series = menu.series.find((s) => s.drinks.length > 0)!;
    const drink = series.drinks[0];
    const reviewer = `E2E Reviewer ${stamp}`;
    const comment = `Lovely pearls (${stamp})`;
    const { review } = await api<{ review: { _id: string } }>(`/review/drink/${drink._id}`, {
      method: 'POST',
      body: JSON.stringify({ name: reviewer, rating: 4, comment }),
    });
    const approvedIds = async () => (await api<{ reviews: { _id: string }[] }>(`/review/drink/${drink._id}/approved`)).reviews.map((r) => r._id);
    expect(await approvedIds()).not.toContain(review._id);

    const page = await asAdmin();
    const card = page.getByRole('article', { name: drink.name, exact: true });
    await open(page, `${baseURL}/dashboard/add-drinks`, card);
    await card.getByRole('button', { name: `Reviews of ${drink.name}` }).click();
    const modal = page.getByRole('dialog', { name: `Reviews of ${drink.name}` });
    const pending = modal.getByRole('region', { name: 'Pending' });
    const approved = modal.getByRole('region', { name: 'Published' });
    // The lists scroll at 400 px (SPEC §9).
    await expect(pending.evaluate((el) => getComputedStyle(el).height)).resolves.toBe('400px');

    const pendingCard = pending.getByRole('article', { name: reviewer });
    await pendingCard.getByRole('img', { name: '4 out of 5 stars' }).waitFor();
    await pendingCard.getByText(comment).waitFor();
    await pendingCard.getByRole('button', { name: 'Approve' }).click();
    await approved.getByRole('article', { name: reviewer }).waitFor();
    await pendingCard.waitFor({ state: 'detached' });
    // The screen shows the change at once and the outbox sends it just after: the server's answer is awaited.
    await expect.poll(approvedIds).toContain(review._id);

    // The public drink modal shows it to a visitor.
    const visitor = await newContext({ viewport: { width: 1280, height: 900 } });
    const publicPage = await visitor.newPage();
    await open(publicPage, `${baseURL}/menu/${series._id}`, publicPage.getByRole('button', { name: drink.name, exact: true }));
    await publicPage.getByRole('button', { name: drink.name, exact: true }).click();
    await publicPage.getByRole('dialog', { name: drink.name }).getByRole('tab', { name: 'Reviews' }).click();
    await publicPage.getByText(comment).waitFor();
    await visitor.close();

    await approved.getByRole('article', { name: reviewer }).getByRole('button', { name: 'Unpublish' }).click();
    await pending.getByRole('article', { name: reviewer }).waitFor();
    await approved.getByRole('article', { name: reviewer }).waitFor({ state: 'detached' });
    await expect.poll(approvedIds).not.toContain(review._id);

    // Delete from the pending list: gone from both.
    await pending
      .getByRole('article', { name: reviewer })
      .getByRole('button', { name: `Delete the review by ${reviewer}` })
      .click();
    await confirmDelete(page);
    await pending.getByRole('article', { name: reviewer }).waitFor({ state: 'detached' });
    await expect(modal.getByRole('article', { name: reviewer }).count()).resolves.toBe(0);
  });
});

describe('content', () => {
  it('admin uploads an image and a video; franchise downloads the image and copies its caption', async () => {
    const imageCaption = `E2E image ${stamp}`;
    const videoCaption = `E2E video ${stamp}`;
    const admin = await asAdmin();
    await open(admin, `${baseURL}/dashboard/content`, admin.getByRole('button', { name: 'Add New Content' }));
    await admin.getByRole('button', { name: 'Add New Content' }).click();
    const panel = admin.getByRole('dialog', { name: 'Add New Content' });
    await expect(panel.getByLabel('Image, video or PDF').getAttribute('accept')).resolves.toBe('image/*,video/*,application/pdf');

    await panel.getByLabel('Caption').fill(imageCaption);
    await panel.getByLabel('Image, video or PDF').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    expect(await panelAlerts(panel)).toEqual(['Unsupported file type: text/plain']);
    await panel.getByRole('button', { name: 'Add Content' }).click();
    expect(await panelAlerts(panel)).toEqual(['Please choose a valid file (image or video) to upload.']);

    await panel.getByLabel('Image, video or PDF').setInputFiles({ name: 'promo.png', mimeType: 'image/png', buffer: Buffer.from(await flatPng([13, 103, 103], 64)) });
    await panel.getByRole('img', { name: 'Preview of the chosen image' }).waitFor();
    await panel.getByRole('button', { name: 'Add Content' }).click();
    await toast(admin, 'File Added Successfully').waitFor();
    await panel.waitFor({ state: 'hidden' });
    await admin.locator('figure', { hasText: imageCaption }).waitFor();

    await admin.getByRole('button', { name: 'Add New Content' }).click();
    await panel.getByLabel('Caption').fill(videoCaption);
    await panel.getByLabel('Image, video or PDF').setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: tinyMp4() });
    await panel.locator('video[aria-label="Preview of the chosen video"]').waitFor();
    await panel.getByRole('button', { name: 'Add Content' }).click();
    await admin.locator('figure', { hasText: videoCaption }).locator('video[preload="metadata"]').waitFor();
    // The library finds a caption and sorts pictures from videos.
    await admin.getByLabel('Search captions').fill(stamp);
    await admin.getByText(/^2 of \d+ items$/).waitFor();
    await admin.getByLabel('Type').selectOption({ label: 'Videos' });
    await expect(admin.locator('figure', { hasText: imageCaption }).count()).resolves.toBe(0);

    const franchise = await asFranchise({ acceptDownloads: true });
    await franchise.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await open(franchise, `${baseURL}/dashboard/videos`, franchise.getByRole('heading', { name: 'All Content', level: 1 }));
    const imageCard = franchise.locator('figure', { hasText: imageCaption });
    const videoCard = franchise.locator('figure', { hasText: videoCaption });
    await videoCard.locator('video[controls][preload="metadata"]').waitFor();
    // Images (and PDFs) get a download icon; videos do not.
    await expect(videoCard.getByRole('link', { name: 'Download image' }).count()).resolves.toBe(0);

    const [download] = await Promise.all([franchise.waitForEvent('download'), imageCard.getByRole('link', { name: 'Download image' }).click()]);
    // Named after its caption, with the file's real extension, not its storage key.
    expect(download.suggestedFilename()).toBe(`${imageCaption}.png`);
    const saved = await downloadedBytes(download);
    expect(saved.subarray(0, 8)).toEqual(Buffer.from(PNG_SIGNATURE));

    await imageCard.getByRole('button', { name: 'Copy caption' }).click();
    await toast(franchise, 'Text copied to clipboard').waitFor();
    await expect(franchise.evaluate(() => navigator.clipboard.readText())).resolves.toBe(imageCaption);

    // Videos seek: the media route answers ranges, to staff only.
    const videoUrl = (await videoCard.locator('video').getAttribute('src'))!;
    const partial = await franchise.evaluate(async (url) => {
      const res = await fetch(url, { headers: { Range: 'bytes=4-7' } });
      return { status: res.status, text: await res.text() };
    }, videoUrl);
    expect(partial).toEqual({ status: 206, text: 'ftyp' });
    expect((await fetch(`${baseURL}${videoUrl}`, { headers: { Range: 'bytes=4-7' } })).status).toBe(401);

    // The admin deletes both; the franchise no longer sees them.
    await admin.getByLabel('Type').selectOption({ label: 'Pictures and videos' });
    for (const caption of [imageCaption, videoCaption]) {
      await admin.locator('figure', { hasText: caption }).getByRole('button', { name: 'Delete content' }).click();
      await confirmDelete(admin);
      await toast(admin, 'File Deleted Successfully').waitFor();
      await admin.locator('figure', { hasText: caption }).waitFor({ state: 'detached' });
    }
    await franchise.reload();
    // The screen first shows the list this device kept (staff offline cache), then the server's: the deleted items go.
    await franchise.locator('main figure').first().or(franchise.getByText('No content yet.')).waitFor();
    await imageCard.waitFor({ state: 'detached' });
    await videoCard.waitFor({ state: 'detached' });
  });
});
