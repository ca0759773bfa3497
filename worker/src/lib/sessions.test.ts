import { env } from 'cloudflare:test';
import { Hono } from 'hono';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env';
import { verifyTicket } from '../contract/chat-ticket';
import { createDb } from '../db/client';
import { loadUser } from '../middleware/auth';
import { call, createUser, login, ORIGIN } from '../../test/helpers';
import { partyInbox, WITH_PARTY } from '../../test/party-inbox';
import { endSession } from './sessions';

// Logout's route is the auth module's; here endSession itself, behind the same session loading.
const app = new Hono<AppEnv>().use(loadUser).post('/end', async (c) => {
  await endSession(c, createDb(c.env), c.get('sessionHash'));
  return c.json({ success: true });
});
const end = (cookie?: string) => app.request(`${ORIGIN}/end`, { method: 'POST', headers: cookie ? { cookie } : {} }, { ...env, ...WITH_PARTY });

describe('endSession', () => {
  let inbox: ReturnType<typeof partyInbox> | undefined;
  afterEach(() => inbox?.stop());

  it('ends the chat of this browser’s session only: the room hears the session id its tickets carry', async () => {
    const shop = await createUser('franchise', `logout-chat-${crypto.randomUUID()}@example.com`);
    const cookie = await login(shop.email);
    const { ticket } = await (await call('/chat/ticket', { cookie })).json<{ ticket: string }>();
    const { sid } = (await verifyTicket(env.CHAT_TICKET_SECRET, ticket))!;

    inbox = partyInbox();
    expect((await end(cookie)).status).toBe(200);
    expect(inbox.calls).toEqual([{ room: shop.id, authorization: `Bearer ${env.PARTYKIT_NOTIFY_SECRET}`, body: { type: 'revoke', endedAt: expect.any(Number), sessionId: sid } }]);
    expect((await call('/user/me', { cookie })).status).toBe(401);
  });

  it('tells no room when there was no session', async () => {
    inbox = partyInbox();
    expect((await end()).status).toBe(200);
    expect((await end('token=not-a-session')).status).toBe(200);
    expect(inbox.calls).toEqual([]);
  });
});

describe('a new login in the same browser', () => {
  let inbox: ReturnType<typeof partyInbox> | undefined;
  afterEach(() => inbox?.stop());

  it('ends the session it replaces, with that session’s chat sockets', async () => {
    const shop = await createUser('franchise', `relogin-chat-${crypto.randomUUID()}@example.com`);
    const cookie = await login(shop.email);
    const { ticket } = await (await call('/chat/ticket', { cookie })).json<{ ticket: string }>();
    const { sid } = (await verifyTicket(env.CHAT_TICKET_SECRET, ticket))!;

    inbox = partyInbox();
    const again = await call('/user/login', { method: 'POST', cookie, body: { email: shop.email, password: 'secret-pass-1' }, env: WITH_PARTY });
    expect(again.status).toBe(200);
    expect(inbox.calls).toEqual([{ room: shop.id, authorization: `Bearer ${env.PARTYKIT_NOTIFY_SECRET}`, body: { type: 'revoke', endedAt: expect.any(Number), sessionId: sid } }]);
    expect((await call('/user/me', { cookie })).status).toBe(401);
  });
});
