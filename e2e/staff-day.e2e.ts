/**
 * Head office's daily queues, end to end in Chromium (issue #16): a
 * visitor's contact message reaches the Inbox, is read and deleted; pending
 * reviews of two drinks are approved together from the Reviews queue and
 * become public. The stack is shared with other e2e files, so every name is
 * unique and no count is assumed.
 */
import { describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { browserPerFile, runStamp } from './support/browser';
import { loginThroughForm } from './support/session';
import { open } from './support/navigate';

const baseURL = inject('baseURL');
const stamp = runStamp();
const newContext = browserPerFile();

async function asAdmin(width = 1280): Promise<Page> {
  const context = await newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await loginThroughForm(page, baseURL, 'admin@example.com', 'admin1234');
  return page;
}

async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(`${baseURL}/api/v1${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Origin: baseURL, Connection: 'close', ...init.headers },
  });
  expect(res.ok, `${path}: ${res.status} ${await res.clone().text()}`).toBe(true);
  return (await res.json()) as T;
}

describe('inbox', () => {
  it("shows a visitor's contact message, New until opened, and deletes it after confirming", async () => {
    const name = `Inbox Visitor ${stamp}`;
    const visitor = await (await newContext({ viewport: { width: 390, height: 844 } })).newPage();
    await open(visitor, `${baseURL}/contact`, visitor.getByLabel('Full Name', { exact: true }));
    await visitor.getByLabel('Full Name', { exact: true }).fill(name);
    await visitor.getByLabel('Email', { exact: true }).fill(`visitor-${stamp}@example.com`);
    await visitor.getByLabel('Message', { exact: true }).fill(`Do you cater weddings? (${stamp})`);
    await visitor.getByRole('button', { name: 'Send' }).click();
    await visitor.getByText('Message Sent Successfully').first().waitFor();

    const admin = await asAdmin(1024);
    const nav = admin.getByRole('navigation', { name: 'Dashboard' });
    await open(admin, `${baseURL}/dashboard/requests`, nav.getByRole('link', { name: /^Inbox.*\d+ unread$/ }));
    await nav.getByRole('link', { name: /^Inbox/ }).click();
    const table = admin.getByRole('table', { name: 'Inbox' });
    await table.getByRole('cell', { name: `New ${name}` }).waitFor();
    await table.getByRole('cell', { name: `Do you cater weddings? (${stamp})` }).waitFor();
    expect(await table.getByRole('link', { name: `Reply to ${name} by email` }).getAttribute('href')).toMatch(/^mailto:visitor-/);

    await table.getByRole('button', { name: `Read message from ${name}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Message from ${name}` });
    await dialog.getByText(`Do you cater weddings? (${stamp})`).waitFor();
    await table.getByRole('cell', { name, exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Delete message' }).click();
    const confirm = admin.getByRole('dialog', { name: 'Delete message' });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await table.getByRole('cell', { name, exact: true }).waitFor({ state: 'detached' });
    const { messages } = await admin.request.get(`${baseURL}/api/v1/admin/contact-messages`).then((r) => r.json() as Promise<{ messages: { name: string }[] }>);
    expect(messages.map((m) => m.name)).not.toContain(name);
  });
});

describe('review queue', () => {
  it('approves pending reviews of two drinks at once; both become public and leave the queue', async () => {
    const { menu } = await api<{ menu: { series: { drinks: { _id: string; name: string }[] }[] } }>('/user/menu/admin/series');
    const [first, second] = menu.series.flatMap((s) => s.drinks);
    const reviews = [];
    for (const [i, drink] of [first, second].entries()) {
      const name = `Queue Reviewer ${i} ${stamp}`;
      const { review } = await api<{ review: { _id: string } }>(`/review/drink/${drink._id}`, {
        method: 'POST',
        body: JSON.stringify({ name, rating: 5, comment: `Great (${stamp})` }),
      });
      reviews.push({ id: review._id, name, drink });
    }

    const admin = await asAdmin();
    await open(admin, `${baseURL}/dashboard/reviews`, admin.getByRole('heading', { level: 1, name: 'Pending Reviews' }));
    for (const r of reviews) await admin.getByRole('checkbox', { name: `Choose the review by ${r.name} of ${r.drink.name}` }).check();
    await admin.getByRole('button', { name: 'Approve 2 chosen' }).click();
    for (const r of reviews) await admin.getByRole('checkbox', { name: `Choose the review by ${r.name} of ${r.drink.name}` }).waitFor({ state: 'detached' });

    for (const r of reviews) {
      const approved = await api<{ reviews: { _id: string }[] }>(`/review/drink/${r.drink._id}/approved`);
      expect(approved.reviews.map((x) => x._id)).toContain(r.id);
    }
  });
});
