/**
 * The footer's pages, end to end: head office puts a PDF in the content
 * library, writes the brand profile and offers the PDF on it; a visitor reads
 * the page and downloads the PDF without signing in; both pages open offline
 * after one visit.
 */
import { expect, inject, it } from 'vitest';
import { encodePdf } from '../scripts/seed/pdf';
import { browserPerFile, downloadedBytes } from './support/browser';
import { navigate, open } from './support/navigate';
import { loginThroughForm } from './support/session';

const baseURL = inject('baseURL');
const newContext = browserPerFile();
const stamp = Date.now().toString(36);

it('head office offers a PDF of the library on the brand profile; a visitor reads the page and downloads it', async () => {
  const admin = await (await newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await loginThroughForm(admin, baseURL, 'admin@example.com', 'admin1234');
  const caption = `Brand profile ${stamp}`;
  await open(admin, `${baseURL}/dashboard/content`, admin.getByRole('button', { name: 'Add New Content' }));
  await admin.getByRole('button', { name: 'Add New Content' }).click();
  const panel = admin.getByRole('dialog', { name: 'Add New Content' });
  await panel.getByLabel('Caption').fill(caption);
  const pdf = encodePdf({ title: caption, pages: [[{ text: caption, size: 20, bold: true }]] });
  await panel.getByLabel('Image, video or PDF').setInputFiles({ name: 'profile.pdf', mimeType: 'application/pdf', buffer: Buffer.from(pdf) });
  await panel.getByText('PDF chosen: profile.pdf').waitFor();
  await panel.getByRole('button', { name: 'Add Content' }).click();
  await admin.locator('figure', { hasText: caption }).getByText('PDF').waitFor();

  await open(admin, `${baseURL}/dashboard/brand-profile`, admin.getByLabel('Page text'));
  await admin.getByLabel('Page text').fill(`Made in Austin ${stamp}.\n\n## Our promise\nFresh tea, every cup.`);
  await admin.getByLabel('Download (a PDF from the content library)').selectOption({ label: caption });
  await admin.getByText('You have changes that are not saved yet.').waitFor();
  await admin.getByRole('button', { name: 'Save Brand Profile' }).click();
  await admin.getByText('Brand Profile Updated Successfully').waitFor();
  await admin.getByText(/^Last saved /).waitFor();

  const visitor = await (await newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true })).newPage();
  await open(visitor, `${baseURL}/brand-profile`, visitor.getByRole('heading', { level: 2, name: 'Our promise' }));
  await visitor.getByText(`Made in Austin ${stamp}.`).waitFor();
  const link = visitor.getByRole('link', { name: /^Download the brand profile PDF, \d+ KB$/ });
  const [download] = await Promise.all([visitor.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`${caption}.pdf`);
  expect((await downloadedBytes(download)).subarray(0, 8).toString('latin1')).toBe('%PDF-1.7');
});

it('opens the brand profile and the accessibility statement offline after one visit', async () => {
  const context = await newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await navigate(page, `${baseURL}/`, 'load');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  const pages = [
    ['/brand-profile', 'Brand Profile', 'Take it with you'],
    ['/accessibility', 'Accessibility statement', 'Tell us about a problem'],
  ] as const;
  // Online once, each page shown whole: its data is in the device's cache by then.
  for (const [path, , part] of pages) await open(page, `${baseURL}${path}`, page.getByRole('heading', { level: 2, name: part }));

  await context.setOffline(true);
  for (const [path, heading, part] of pages) {
    await navigate(page, `${baseURL}${path}`, 'load');
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    await page.getByRole('heading', { level: 2, name: part }).waitFor();
  }
  await context.setOffline(false);
});
