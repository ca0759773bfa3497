import 'fake-indexeddb/auto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { rememberedUser, rememberUser } from '../../features/auth/api/get-current-user';
import { db } from '../../lib/db';
import { readSavedScreen, saveScreen } from '../../sync/staff/staff-db';
import { franchiseUser, stubDashboardFetch } from '../../test/fixtures';
import { renderApp } from '../../test/render-app';

// The route table, layout and screen load lazily: load them once up front so the first test does not race their transform.
beforeAll(() => Promise.all([import('../routes/dashboard/dashboard-routes'), import('./dashboard-layout'), import('../routes/dashboard/own-menu')]));

const server = (body: unknown) => vi.fn(async (_url: string) => Response.json(body));

beforeEach(async () => {
  await db.outbox.clear();
  rememberUser(franchiseUser);
  await saveScreen('drinks', franchiseUser._id, [{ name: 'Taro' }]);
});

const queue = (kind: 'drink-update' | 'review') =>
  db.outbox.add({
    clientId: crypto.randomUUID(),
    kind,
    payload: { name: 'Taro Cloud' },
    target: 'd1',
    label: 'Changes to Taro Cloud',
    createdAt: Date.now(),
    attempts: 1,
    nextAttemptAt: Date.now() + 60_000,
    status: 'queued',
  });

describe('logging out of a staff device', () => {
  it('asks first when staff changes wait to send, and Stay keeps everything', async () => {
    await queue('drink-update');
    const fetchMock = stubDashboardFetch(server({ success: true, menu: [] }));
    renderApp('/dashboard/menu', franchiseUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    const ask = await screen.findByRole('dialog', { name: 'Log out?' });
    expect(ask.textContent).toContain('1 change you made has not been sent yet. Logging out removes it from this device.');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/v1/user/logout')).toBe(false);
    expect(await db.outbox.count()).toBe(1);
  });

  it('on Log out anyway, forgets the staff cache, the profile and the staff writes, keeping a visitor’s', async () => {
    await queue('drink-update');
    await queue('review');
    const fetchMock = stubDashboardFetch(server({ success: true, menu: [], message: 'Logged out.' }));
    const { at } = renderApp('/dashboard/menu', franchiseUser);
    fireEvent.click(await screen.findByRole('button', { name: 'Logout' }));
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Log out?' })).getByRole('button', { name: 'Log out anyway' }));

    await waitFor(() => expect(at().pathname).toBe('/'));
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/v1/user/logout')).toBe(true);
    expect(rememberedUser()).toBeNull();
    expect(await readSavedScreen('drinks', franchiseUser._id)).toBeUndefined();
    expect((await db.outbox.toArray()).map((item) => item.kind)).toEqual(['review']);
  });
});
