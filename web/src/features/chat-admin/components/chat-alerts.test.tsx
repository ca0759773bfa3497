import 'fake-indexeddb/auto';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerMessage } from '../../../lib/contract';
import type { ChatConnection } from '../../../lib/realtime';
import { adminUser, franchiseUser } from '../../../test/fixtures';
import { renderApp } from '../../../test/render-app';
import { showConversation } from '../conversation-in-view';
import type { ChatFranchise, ChatMessage } from '../types';

/** The dashboard's socket, pushed to by hand. */
const listeners = new Set<(event: ServerMessage) => void>();
const socket: ChatConnection = {
  status: 'open',
  onEvent: (listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  onStatus: () => () => {},
  typing: () => {},
  typingEnd: () => {},
  watch: () => {},
  close: () => listeners.clear(),
};
vi.mock('../../../lib/realtime', async (original) => ({ ...(await original<typeof import('../../../lib/realtime')>()), connectChat: () => socket }));

const push = (message: Partial<ChatMessage>) =>
  act(() =>
    listeners.forEach((l) =>
      l({
        type: 'getMessage',
        message: {
          _id: crypto.randomUUID(),
          conversationId: 'c1',
          sender: 'u-shop',
          text: 'Is the tapioca order in?',
          createdAt: new Date().toISOString(),
          clientId: null,
          ...message,
        },
      }),
    ),
  );

const shop: ChatFranchise = { _id: 'u-shop', conversationId: 'c1', unreadMessagesCount: 0, franchise: { name: 'Pearl Partners', image: null }, lastMessage: null };

/** The Worker as these screens see it; `unread` is what GET /dashboard/counts says about chat. */
function stubServer() {
  const server = { unread: 0, countLoads: 0 };
  vi.stubGlobal('fetch', async (url: string) => {
    const path = new URL(url, 'http://app.test').pathname;
    if (path === '/api/v1/dashboard/counts') {
      server.countLoads += 1;
      return Response.json({ success: true, counts: { inbox: 0, requests: 0, pendingReviews: 0, chat: server.unread } });
    }
    if (path === '/api/v1/conversation/franchises') return Response.json({ success: true, franchises: [shop] });
    if (path === '/api/v1/message/c1') return Response.json({ success: true, messages: [], hasMore: false });
    if (path === '/api/v1/admin/franchise/requsets') return Response.json({ success: true, franchiseRequest: [] });
    if (path === '/api/v1/user/own-menu') return Response.json({ success: true, series: [] });
    return Response.json({ success: true });
  });
  return server;
}

const badges: number[] = [];
beforeAll(() =>
  Promise.all([import('../../../app/routes/dashboard/dashboard-routes'), import('../../../app/layouts/dashboard-layout'), import('../../../app/routes/dashboard/requests')]),
);
// The Badging API as an installed app's browser has it.
beforeEach(() => {
  badges.length = 0;
  Object.assign(navigator, { setAppBadge: async (n: number) => void badges.push(n), clearAppBadge: async () => void badges.push(0) });
});
afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'setAppBadge');
  Reflect.deleteProperty(navigator, 'clearAppBadge');
});

describe('chat alerts on every dashboard screen', () => {
  it('on Requests, a franchise message raises the sidebar count, names the sender in a toast that opens the conversation, and counts in the title and app icon', async () => {
    const server = stubServer();
    const { at } = renderApp('/dashboard/requests', adminUser);
    await screen.findByText('No Requests Available');
    await waitFor(() => expect(document.title).toMatch(/^Franchise Requests \|/));

    server.unread = 1;
    push({ text: 'Is the tapioca order in?' });

    expect(await screen.findByText('New message from Pearl Partners')).toBeTruthy();
    expect(screen.getByText('Is the tapioca order in?')).toBeTruthy();
    const sidebar = screen.getByRole('navigation', { name: 'Dashboard' });
    await waitFor(() => expect(sidebar.querySelector('a[href="/dashboard/chat-franchise"]')?.textContent).toMatch(/1 unread message$/));
    await waitFor(() => expect(document.title).toMatch(/^\(1\) Franchise Requests \|/));
    expect(badges.at(-1)).toBe(1);

    // Open chat goes to that franchise's conversation; reading it clears every count.
    server.unread = 0;
    fireEvent.click(screen.getByRole('button', { name: 'Open chat' }));
    await waitFor(() => expect(at().pathname + at().search).toBe('/dashboard/chat-franchise?with=u-shop'));
    // The chat screen is a lazy route: its first import in this file is transformed on the spot, which took over 5 s beside the other lanes.
    expect(await screen.findByRole('heading', { name: 'Pearl Partners' }, { timeout: 15_000 })).toBeTruthy();
    await waitFor(() => expect(document.title).toMatch(/^Chat with Franchisees \|/));
    expect(badges.at(-1)).toBe(0);
  });

  it('stays quiet for a conversation on screen and for my own messages', async () => {
    const server = stubServer();
    renderApp('/dashboard/menu', franchiseUser);
    await waitFor(() => expect(server.countLoads).toBeGreaterThan(0));
    const loads = server.countLoads;

    const hide = showConversation('c1');
    push({ sender: 'u-admin' });
    hide();
    push({ sender: franchiseUser._id });

    // A message that does alert, pushed last, proves the two before it had their chance.
    server.unread = 1;
    push({ sender: 'u-admin', conversationId: 'c2', text: 'Stock count due today' });
    expect(await screen.findByText('New message from Admin')).toBeTruthy();
    expect(screen.queryByText('Is the tapioca order in?')).toBeNull();
    expect(server.countLoads).toBe(loads + 1);
  });
});
