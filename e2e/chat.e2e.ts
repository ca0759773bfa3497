/**
 * Realtime chat between head office and a franchise, in two browser contexts
 * against the real Worker and chat party: presence, typing, live unread
 * badges, live delivery both ways, and a message written offline that goes
 * out exactly once when the connection returns.
 */
import { expect, inject, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { connect, next, watch } from '../party/test-client';
import { ONE_SHOT, ONE_SHOT_READ } from './support/one-shot';
import { browserPerFile } from './support/browser';
import { loginSentAgainOn503 } from './support/session';
import { open } from './support/navigate';

const baseURL = inject('baseURL');
const SHOP = 'Pearl Partners San Jose'; // franchise1@example.com in the demo seed
const OTHER_SHOP = 'Lone Star Boba Co.'; // franchise2@example.com

const newContext = browserPerFile();

/**
 * Signs a browser context in through the API (the login form has its own
 * tests in foundation.e2e.ts); the session cookie lands in the context.
 */
async function signIn(context: BrowserContext, email: string, password: string) {
  const res = await loginSentAgainOn503(
    () => context.request.post(`${baseURL}/api/v1/user/login`, { headers: { ...ONE_SHOT, origin: baseURL }, data: { email, password } }),
    (response) => response.status(),
  );
  expect(res.status(), `login as ${email}: ${await res.text()}`).toBe(200);
}

/** A signed-in page on a chat screen, once its conversation log (franchise) or list (head office) is there. */
async function signedIn(email: string, password: string, path: string, viewport = { width: 1280, height: 900 }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext({ viewport, isMobile: viewport.width < 500, hasTouch: viewport.width < 500 });
  await signIn(context, email, password);
  const page = await context.newPage();
  await open(
    page,
    `${baseURL}${path}`,
    page
      .getByRole('log')
      .or(page.getByRole('region', { name: 'Franchisees' }))
      .first(),
  );
  return { context, page };
}

/** A socket of the user signed in to `of` (a page or a context) in its own chat room, from Node: it sees every push to that room. */
async function roomWitness(of: Pick<Page, 'request'>) {
  const { ticket, room, partyHost } = (await (await of.request.get(`${baseURL}/api/v1/chat/ticket`, ONE_SHOT_READ)).json()) as {
    ticket: string;
    room: string;
    partyHost: string;
  };
  const { result, socket } = await connect({ url: partyHost, host: new URL(partyHost).host }, room, ticket, baseURL);
  expect(result).toBe('open');
  return socket;
}

it('delivers typing, badges and messages live between head office and a franchise, and replays an offline message once', async () => {
  const admin = await signedIn('admin@example.com', 'admin1234', '/dashboard/chat-franchise');
  const list = admin.page.getByRole('region', { name: 'Franchisees' });
  const entry = (name: string) => list.getByRole('button', { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
  await entry(SHOP).waitFor();
  // The send form appears only after a franchise is chosen.
  await expect(admin.page.getByPlaceholder('write your message').count()).resolves.toBe(0);

  const shop = await signedIn('franchise1@example.com', 'franchise1234', '/dashboard/chat-admin');
  const shopHeader = shop.page.locator('.chat-header');
  await shopHeader.getByRole('heading', { name: 'Admin' }).waitFor();
  // Head office has the chat open, so the franchise sees it online: real presence.
  await shopHeader.getByRole('img', { name: 'online' }).waitFor({ timeout: 15_000 });
  await shop.page.getByText('No messages yet').waitFor();

  // The admin sees the franchise online too, then opens its conversation.
  await entry(SHOP).getByRole('img', { name: 'online' }).waitFor({ timeout: 15_000 });
  await entry(SHOP).click();
  const adminLog = admin.page.getByRole('log');
  await admin.page.getByText('No messages yet').waitFor();

  // Typing: shown to the partner while the franchise types, gone 1 s after the last keystroke.
  const shopInput = shop.page.getByPlaceholder('write your message');
  await shopInput.pressSequentially('Hello', { delay: 120 });
  await admin.page.getByText('Typing...', { exact: true }).waitFor({ timeout: 5_000 });
  await admin.page.getByText('Typing...', { exact: true }).waitFor({ state: 'detached', timeout: 5_000 });
  await shopInput.fill('');

  // With another franchise open, a message from this one raises its badge live.
  await entry(OTHER_SHOP).click();
  await admin.page.getByRole('heading', { name: OTHER_SHOP }).waitFor();
  await expect(entry(SHOP).locator('.chat-badge').count()).resolves.toBe(0);
  await shopInput.fill('Badge ping from San Jose');
  await shop.page.getByRole('button', { name: 'Send' }).click();
  await shop.page.getByRole('log').getByText('Badge ping from San Jose', { exact: true }).waitFor();
  await entry(SHOP).locator('.chat-badge').filter({ hasText: /^1$/ }).waitFor({ timeout: 10_000 });
  // Not the open conversation's message: the other franchise's log stays empty.
  await expect(adminLog.getByText('Badge ping from San Jose').count()).resolves.toBe(0);

  // Opening the conversation clears the badge and shows the message.
  await entry(SHOP).click();
  await adminLog.getByText('Badge ping from San Jose', { exact: true }).waitFor();
  await entry(SHOP).locator('.chat-badge').waitFor({ state: 'detached' });

  // The admin replies; the franchise sees it without a reload, on the left (not its own).
  await admin.page.getByPlaceholder('write your message').fill('Hello from head office');
  await admin.page.getByRole('button', { name: 'Send' }).click();
  const reply = shop.page.getByRole('log').locator('.chat-msg--theirs').getByText('Hello from head office', { exact: true });
  await reply.waitFor({ timeout: 10_000 });
  await expect(adminLog.locator('.chat-msg--mine').getByText('Hello from head office', { exact: true }).count()).resolves.toBe(1);

  // Offline: the message is kept and shown as queued …
  await shop.context.setOffline(true);
  await shopInput.fill('Written while offline');
  await shop.page.getByRole('button', { name: 'Send' }).click();
  const pending = shop.page.getByRole('log').locator('.chat-msg--pending').filter({ hasText: 'Written while offline' });
  await pending.getByText('Queued, will send when online').waitFor({ timeout: 10_000 });
  await expect(shopInput.inputValue()).resolves.toBe('');

  // … and goes out once, in the background, when the connection returns.
  await shop.context.setOffline(false);
  await adminLog.getByText('Written while offline', { exact: true }).waitFor({ timeout: 20_000 });
  await pending.waitFor({ state: 'detached', timeout: 10_000 });
  await shop.page.getByRole('log').locator('.chat-msg--mine').getByText('Written while offline', { exact: true }).waitFor();
  // A later message proves the socket and the outbox had their chance to show a duplicate (push plus replay).
  await shopInput.fill('Back online');
  await shop.page.getByRole('button', { name: 'Send' }).click();
  await adminLog.getByText('Back online', { exact: true }).waitFor({ timeout: 10_000 });
  await shop.page.getByRole('log').locator('.chat-msg--mine').getByText('Back online', { exact: true }).waitFor();
  await expect(adminLog.getByText('Written while offline', { exact: true }).count()).resolves.toBe(1);
  await expect(shop.page.getByRole('log').getByText('Written while offline', { exact: true }).count()).resolves.toBe(1);

  const [conversation] = (await (await shop.page.request.get(`${baseURL}/api/v1/conversation`, ONE_SHOT_READ)).json()) as { _id: string }[];
  const stored = (await (await shop.page.request.get(`${baseURL}/api/v1/message/${conversation._id}`, ONE_SHOT_READ)).json()) as { messages: { text: string }[] };
  expect(stored.messages.filter((m) => m.text === 'Written while offline')).toHaveLength(1);
  expect(stored.messages.map((m) => m.text)).toEqual(['Badge ping from San Jose', 'Hello from head office', 'Written while offline', 'Back online']);

  // The franchise leaves: head office sees it go offline.
  await entry(SHOP).getByRole('img', { name: 'online' }).waitFor();
  await shop.page.close();
  await entry(SHOP).getByRole('img', { name: 'offline' }).waitFor({ timeout: 15_000 });
});

it('filters the franchisers by name and shows the conversation with a back button on a phone', async () => {
  const { page } = await signedIn('admin@example.com', 'admin1234', '/dashboard/chat-franchise', { width: 390, height: 844 });
  const list = page.getByRole('region', { name: 'Franchisees' });
  await list.getByRole('button', { name: /Lone Star Boba/ }).waitFor();

  await list.getByRole('searchbox', { name: 'Search franchisees' }).fill('PEARL');
  await expect.poll(() => list.getByRole('listitem').count()).toBe(1);
  await expect(list.getByRole('button', { name: /Pearl Partners San Jose/ }).isVisible()).resolves.toBe(true);
  await list.getByRole('searchbox', { name: 'Search franchisees' }).fill('matcha');
  await list.getByText('No franchise matches “matcha”.').waitFor();
  await list.getByRole('searchbox', { name: 'Search franchisees' }).fill('');

  // Phones: list first, then the conversation alone, with a way back.
  await list.getByRole('button', { name: /Pearl Partners San Jose/ }).click();
  await page.getByRole('heading', { name: 'Pearl Partners San Jose' }).waitFor();
  await expect(list.isVisible()).resolves.toBe(false);
  await page.getByRole('log', { name: 'Messages with Pearl Partners San Jose' }).waitFor();
  await page.getByPlaceholder('write your message').waitFor();
  await page.getByRole('button', { name: 'Back to Franchisees' }).click();
  await expect(list.isVisible()).resolves.toBe(true);
});

it('says it is reconnecting while the socket is down, then catches up on what it missed', async () => {
  const context = await newContext({ viewport: { width: 1280, height: 900 } });
  await signIn(context, 'franchise1@example.com', 'franchise1234');
  const page = await context.newPage();
  // The party socket goes through a switch the test can turn off: open sockets are cut and new ones refused.
  let allow = true;
  let served = false;
  const routed: { close(options?: { code?: number; reason?: string }): Promise<void> }[] = [];
  await page.routeWebSocket(/\/parties\/main\//, (ws) => {
    if (!allow) return void ws.close({ code: 1011, reason: 'down' });
    routed.push(ws);
    const server = ws.connectToServer();
    server.onMessage((message) => {
      // The presence answer to the page's watch: the socket is open and served.
      if (typeof message === 'string' && (JSON.parse(message) as { type: string }).type === 'presence') served = true;
      ws.send(message);
    });
  });
  const log = page.getByRole('log');
  await open(page, `${baseURL}/dashboard/chat-admin`, log);
  await expect.poll(() => served).toBe(true);
  const notice = page.getByRole('status').filter({ hasText: 'Reconnecting…' });
  await expect(notice.count()).resolves.toBe(0);

  allow = false;
  await Promise.all(routed.map((ws) => ws.close({ code: 1011, reason: 'down' })));
  await notice.waitFor({ timeout: 5_000 });

  // Head office writes while this socket is down: the push is missed …
  const admin = await newContext();
  await signIn(admin, 'admin@example.com', 'admin1234');
  const [conversation] = (await (await page.request.get(`${baseURL}/api/v1/conversation`, ONE_SHOT_READ)).json()) as { _id: string }[];
  const witness = await roomWitness(page);
  const pushed = next(witness, 'getMessage');
  const sent = await admin.request.post(`${baseURL}/api/v1/message`, {
    headers: { ...ONE_SHOT, origin: baseURL },
    data: { conversationId: conversation._id, text: 'Sent while you were away', clientId: crypto.randomUUID() },
  });
  expect(sent.status()).toBe(201);
  await pushed; // the push reached the room: an open socket there would have shown it by now
  witness.close();
  await expect(log.getByText('Sent while you were away').count()).resolves.toBe(0);

  // … and loaded from the server once the socket is back.
  allow = true;
  await notice.waitFor({ state: 'detached', timeout: 10_000 });
  await log.getByText('Sent while you were away', { exact: true }).waitFor({ timeout: 5_000 });
  await expect(log.getByText('Sent while you were away', { exact: true }).count()).resolves.toBe(1);
});

it("raises head office's chat count, tab title and app badge with a toast naming the franchise while it works on Requests; Open chat shows the message", async () => {
  const context = await newContext({ viewport: { width: 1280, height: 900 } });
  await signIn(context, 'admin@example.com', 'admin1234');
  // Records what the page asks of the Badging API, then lets Chromium do it.
  await context.addInitScript(() => {
    const badges: number[] = [];
    Object.assign(window, { appBadges: badges });
    const set = navigator.setAppBadge?.bind(navigator);
    const clear = navigator.clearAppBadge?.bind(navigator);
    navigator.setAppBadge = async (n?: number) => {
      badges.push(n ?? 0);
      await set?.(n).catch(() => {});
    };
    navigator.clearAppBadge = async () => {
      badges.push(0);
      await clear?.().catch(() => {});
    };
  });
  const page = await context.newPage();
  const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
  await open(page, `${baseURL}/dashboard/requests`, page.getByRole('heading', { level: 1 }));
  const countsNow = async () => ((await (await page.request.get(`${baseURL}/api/v1/dashboard/counts`, ONE_SHOT_READ)).json()) as { counts: { chat: number } }).counts.chat;
  const titleCount = async () => Number(/^\((\d+)\) /.exec(await page.title())?.[1] ?? 0);
  const before = await countsNow();
  const { user: me } = (await (await page.request.get(`${baseURL}/api/v1/user/me`, ONE_SHOT_READ)).json()) as { user: { _id: string } };

  // Head office's socket is open on Requests too: the franchise sees it online.
  const shop = await newContext();
  await signIn(shop, 'franchise2@example.com', 'franchise1234');
  const [conversation] = (await (await shop.request.get(`${baseURL}/api/v1/conversation`, ONE_SHOT_READ)).json()) as { _id: string }[];
  const witness = await roomWitness(shop);
  let online = (await watch(witness, [me._id])).get(me._id);
  while (!online) online = (await next(witness, 'presence')).online === true;
  witness.close();
  await expect.poll(titleCount).toBe(before);

  const sent = await shop.request.post(`${baseURL}/api/v1/message`, {
    headers: { ...ONE_SHOT, origin: baseURL },
    data: { conversationId: conversation._id, text: 'Can we get more taro this week?', clientId: crypto.randomUUID() },
  });
  expect(sent.status()).toBe(201);

  const toast = page.getByRole('listitem').filter({ hasText: `New message from ${OTHER_SHOP}` });
  await toast.getByText('Can we get more taro this week?').waitFor({ timeout: 10_000 });
  const unread = before + 1;
  await sidebar.getByRole('link', { name: new RegExp(`^Chat\\b.*${unread} unread messages?$`) }).waitFor();
  await expect.poll(() => page.title()).toMatch(new RegExp(`^\\(${unread}\\) Franchise Requests \\|`));
  await expect.poll(() => page.evaluate(() => (window as unknown as { appBadges: number[] }).appBadges.at(-1))).toBe(unread);

  await toast.getByRole('button', { name: 'Open chat' }).click();
  await page.waitForURL(/\/dashboard\/chat-franchise\?with=/);
  await page
    .getByRole('log', { name: `Messages with ${OTHER_SHOP}` })
    .getByText('Can we get more taro this week?', { exact: true })
    .waitFor();
  // Reading it takes this conversation's messages off the counts.
  await expect.poll(titleCount).toBeLessThan(unread);
  await expect.poll(countsNow).toBeLessThan(unread);
  await context.close();
  await shop.close();
});
