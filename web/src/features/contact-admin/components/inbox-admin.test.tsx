import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { db } from '../../../lib/db';
import { flushOutbox } from '../../../sync/outbox';
import { adminUser, stubDashboardFetch } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import type { ContactMessage } from '../types';

beforeAll(() =>
  Promise.all([import('../../../app/routes/dashboard/dashboard-routes'), import('../../../app/layouts/dashboard-layout'), import('../../../app/routes/dashboard/inbox')]),
);

const json = (body: unknown, status = 200) => Response.json(body, { status });
const kim: ContactMessage = { _id: 'm1', name: 'Kim', email: 'kim@example.com', message: 'Do you cater weddings?', read: false, createdAt: '2026-03-02T10:00:00.000Z' };
const jo: ContactMessage = { _id: 'm2', name: 'Jo', email: '', message: 'Love the taro.', read: true, createdAt: '2026-03-01T10:00:00.000Z' };

beforeEach(() => db.outbox.clear());

/** The inbox's server: the list, marking read and deleting change what it answers next. */
function fakeInbox(messages: ContactMessage[]) {
  let list = messages;
  return stubDashboardFetch(
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const id = url.split('/contact-messages/')[1]?.replace('/read', '');
      if (init.method === 'PUT') list = list.map((m) => (m._id === id ? { ...m, read: true } : m));
      if (init.method === 'DELETE') list = list.filter((m) => m._id !== id);
      return init.method !== 'GET'
        ? json({ success: true, message: init.method === 'DELETE' ? 'Message Deleted Successfully' : 'Message marked as read' })
        : json({ success: true, messages: list });
    }),
  );
}

/** The outbox tried the change once and keeps it for the connection: the screen that sent it has its answer. */
const triedOnce = () => waitFor(async () => expect(await db.outbox.toArray()).toMatchObject([{ status: 'queued', attempts: 1 }]));
describe('the inbox', () => {
  it('lists messages with name, email, message and time, the unread one marked New, reply by mailto', async () => {
    fakeInbox([kim, jo]);
    renderApp('/dashboard/inbox', adminUser);
    const table = await screen.findByRole('table', { name: 'Inbox' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Name', 'Email', 'Message', 'Received', 'Action']);
    expect(within(table).getByRole('cell', { name: 'New Kim' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'Jo' })).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'Do you cater weddings?' })).toBeTruthy();
    expect(within(table).getByRole('link', { name: 'Reply to Kim by email' }).getAttribute('href')).toBe('mailto:kim@example.com?subject=Your%20message%20to%20Bubble%20Tea');
    expect(within(table).queryByRole('link', { name: 'Reply to Jo by email' })).toBeNull();
  });

  it('opening a message shows it in full and marks it read', async () => {
    const fetchMock = fakeInbox([kim]);
    renderApp('/dashboard/inbox', adminUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Read message from Kim' }));
    const dialog = await screen.findByRole('dialog', { name: 'Message from Kim' });
    expect(within(dialog).getByText('Do you cater weddings?')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Reply by email' })).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Kim' })).toBeTruthy();
    expect(fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')?.[0]).toBe('/api/v1/admin/contact-messages/m1/read');
  });

  it('deletes only after confirming', async () => {
    const fetchMock = fakeInbox([kim]);
    renderApp('/dashboard/inbox', adminUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete message from Kim' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete message' });
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'DELETE')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Message Deleted Successfully')).toBeTruthy();
    expect(await screen.findByText('No Messages Yet')).toBeTruthy();
    expect(fetchMock.mock.calls.find(([, i]) => i?.method === 'DELETE')?.[0]).toBe('/api/v1/admin/contact-messages/m1');
  });

  it('offline, an opened message shows read at once and waiting; back online the mark is sent once', async () => {
    let online = false;
    const inbox = fakeInbox([kim]);
    stubDashboardFetch(vi.fn((url: string, init: RequestInit = {}) => (init.method === 'PUT' && !online ? Promise.reject(new TypeError('Failed to fetch')) : inbox(url, init))));
    renderApp('/dashboard/inbox', adminUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Read message from Kim' }));
    expect(await screen.findByRole('dialog', { name: 'Message from Kim' })).toBeTruthy();
    expect(await screen.findByRole('cell', { name: 'Kim Waiting to send' })).toBeTruthy();
    expect(await db.outbox.toArray()).toMatchObject([{ kind: 'message-read', target: 'm1', label: 'Mark message from Kim read' }]);
    await triedOnce();

    online = true;
    await flushOutbox({ force: true });
    expect(await screen.findByRole('cell', { name: 'Kim' })).toBeTruthy();
    expect(inbox.mock.calls.filter(([, i]) => i?.method === 'PUT').map(([url]) => url)).toEqual(['/api/v1/admin/contact-messages/m1/read']);
  });

  it('says why a read mark was refused (the message was deleted meanwhile) and shows the inbox as the server has it', async () => {
    let list = [kim];
    stubDashboardFetch(
      vi.fn(async (_url: string, init: RequestInit = {}) => {
        if (init.method !== 'PUT') return json({ success: true, messages: list });
        list = [];
        return json({ success: false, message: 'Message not found.' }, 404);
      }),
    );
    renderApp('/dashboard/inbox', adminUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Read message from Kim' }));
    expect(await screen.findByText('Message not found.')).toBeTruthy();
    expect(await screen.findByText('No Messages Yet')).toBeTruthy();
    expect(await db.outbox.count()).toBe(0);
  });
});
