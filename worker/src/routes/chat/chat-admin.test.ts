import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '../../db/schema';
import { call, createUser, db, login } from '../../../test/helpers';

async function setup() {
  const tag = crypto.randomUUID().slice(0, 8);
  const admin = await createUser('admin', `hq-${tag}@example.com`);
  const a = await createUser('franchise', `a-${tag}@example.com`);
  const b = await createUser('franchise', `b-${tag}@example.com`);
  return { admin, a, b, adminCookie: await login(admin.email), aCookie: await login(a.email), bCookie: await login(b.email) };
}

const send = (cookie: string, conversationId: string, text: string, clientId?: string) => call('/message', { method: 'POST', body: { conversationId, text, clientId }, cookie });

describe('chat', () => {
  it('finds or creates one conversation per admin–franchise pair, for members only', async () => {
    const s = await setup();
    const first = await (await call(`/conversation/find/${s.admin.id}/${s.a.id}`, { cookie: s.adminCookie })).json<{ _id: string; members: string[] }>();
    const again = await (await call(`/conversation/find/${s.a.id}/${s.admin.id}`, { cookie: s.aCookie })).json<{ _id: string }>();
    expect(again._id).toBe(first._id);
    expect(first.members).toEqual([s.admin.id, s.a.id]);
    expect((await call(`/conversation/find/${s.admin.id}/${s.a.id}`, { cookie: s.bCookie })).status).toBe(404);
    expect((await call(`/conversation/find/${s.a.id}/${s.b.id}`, { cookie: s.aCookie })).status).toBe(404);
    expect((await call(`/conversation/find/${s.admin.id}/${s.a.id}`)).status).toBe(401);
  });

  it('keeps a franchise out of another franchise’s conversation (404)', async () => {
    const s = await setup();
    const conv = await (await call(`/conversation/find/${s.admin.id}/${s.a.id}`, { cookie: s.adminCookie })).json<{ _id: string }>();
    await send(s.aCookie, conv._id, 'private');
    expect((await call(`/message/${conv._id}`, { cookie: s.bCookie })).status).toBe(404);
    expect((await send(s.bCookie, conv._id, 'intruder')).status).toBe(404);
    expect((await call(`/message/seen/${conv._id}`, { method: 'PUT', cookie: s.bCookie })).status).toBe(404);
    expect(await db().$count(messages, eq(messages.conversationId, conv._id))).toBe(1);
  });

  it('stores a replayed client id once, rejects blank and overlong text', async () => {
    const s = await setup();
    const conv = await (await call(`/conversation/find/${s.admin.id}/${s.a.id}`, { cookie: s.aCookie })).json<{ _id: string }>();
    const clientId = crypto.randomUUID();
    expect((await send(s.aCookie, conv._id, '  Hello  ', clientId)).status).toBe(201);
    const replay = await send(s.aCookie, conv._id, '  Hello  ', clientId);
    expect(replay.status).toBe(200);
    expect((await replay.json<{ message: { text: string } }>()).message.text).toBe('Hello');
    expect(await db().$count(messages, eq(messages.clientId, clientId))).toBe(1);
    expect((await send(s.aCookie, conv._id, '   ')).status).toBe(400);
    expect((await send(s.aCookie, conv._id, 'x'.repeat(2001))).status).toBe(400);
    expect((await send(s.aCookie, conv._id, 'Hi', `${clientId}0`)).status).toBe(400);
    expect((await call('/message', { method: 'POST', body: { conversationId: conv._id, text: 'Hi', clientId: 7 }, cookie: s.aCookie })).status).toBe(400);
  });

  it('scopes a client id to its sender: the same id from two users, even at once, makes each their own message', async () => {
    const s = await setup();
    const withA = await (await call(`/conversation/find/${s.admin.id}/${s.a.id}`, { cookie: s.adminCookie })).json<{ _id: string }>();
    const withB = await (await call(`/conversation/find/${s.admin.id}/${s.b.id}`, { cookie: s.adminCookie })).json<{ _id: string }>();
    const clientId = crypto.randomUUID();
    const [fromA, fromB, fromAdmin] = await Promise.all([
      send(s.aCookie, withA._id, 'from a', clientId),
      send(s.bCookie, withB._id, 'from b', clientId),
      send(s.adminCookie, withA._id, 'from head office', clientId),
    ]);
    expect([fromA.status, fromB.status, fromAdmin.status]).toEqual([201, 201, 201]);
    type Sent = { message: { _id: string; sender: string; conversationId: string; text: string } };
    const sent = await Promise.all([fromA, fromB, fromAdmin].map((res) => res.json<Sent>()));
    expect(sent.map(({ message: m }) => [m.sender, m.conversationId, m.text])).toEqual([
      [s.a.id, withA._id, 'from a'],
      [s.b.id, withB._id, 'from b'],
      [s.admin.id, withA._id, 'from head office'],
    ]);
    expect(new Set(sent.map(({ message: m }) => m._id)).size).toBe(3);

    const replay = await send(s.bCookie, withB._id, 'from b', clientId);
    expect(replay.status).toBe(200);
    expect((await replay.json<Sent>()).message._id).toBe(sent[1].message._id);
    // One sender's id names one message: reusing it in another conversation is refused.
    expect((await send(s.adminCookie, withB._id, 'elsewhere', clientId)).status).toBe(409);
    expect(await db().$count(messages, eq(messages.clientId, clientId))).toBe(3);
    const seenByA = await (await call(`/message/${withA._id}`, { cookie: s.aCookie })).json<{ messages: { text: string }[] }>();
    expect(seenByA.messages.map((m) => m.text).sort()).toEqual(['from a', 'from head office']);
  });

  it('counts unread messages for the admin and clears them when seen', async () => {
    const s = await setup();
    const [conv] = await (await call('/conversation', { cookie: s.aCookie })).json<{ _id: string; members: string[] }[]>();
    expect(conv.members[1]).toBe(s.a.id);
    const unreadOf = async () => {
      const { franchises } = await (await call('/conversation/franchises', { cookie: s.adminCookie })).json<{ franchises: { _id: string; unreadMessagesCount: number }[] }>();
      return franchises.find((f) => f._id === s.a.id)?.unreadMessagesCount;
    };
    // `GET /conversation` picks the oldest admin as head office; this test's admin may not be it.
    const hq = conv.members[0];
    const myConv = hq === s.admin.id ? conv : await (await call(`/conversation/find/${s.admin.id}/${s.a.id}`, { cookie: s.adminCookie })).json<{ _id: string }>();
    expect(await unreadOf()).toBe(0);
    await send(s.aCookie, myConv._id, 'one');
    await send(s.aCookie, myConv._id, 'two');
    expect(await unreadOf()).toBe(2);
    expect((await call(`/message/seen/${myConv._id}`, { method: 'PUT', cookie: s.adminCookie })).status).toBe(200);
    expect(await unreadOf()).toBe(0);
    const page = await (await call(`/message/${myConv._id}`, { cookie: s.adminCookie })).json<{ messages: { text: string }[] }>();
    expect(page.messages.map((m) => m.text)).toEqual(['one', 'two']);
    expect((await call('/conversation/franchises', { cookie: s.aCookie })).status).toBe(403);
  });

  it("gives head office each conversation's newest message and lists unread, then recent conversations first", async () => {
    const s = await setup();
    const c = await createUser('franchise', `c-${crypto.randomUUID().slice(0, 8)}@example.com`);
    const conv = async (id: string) => (await (await call(`/conversation/find/${s.admin.id}/${id}`, { cookie: s.adminCookie })).json<{ _id: string }>())._id;
    const [withA, withB, withC] = [await conv(s.a.id), await conv(s.b.id), await conv(c.id)];
    const base = Date.now() - 60_000;
    await db()
      .insert(messages)
      .values([
        { conversationId: withA, senderId: s.a.id, text: 'A asks', createdAt: base },
        { conversationId: withA, senderId: s.admin.id, text: 'HQ answers A', createdAt: base + 1000 },
        { conversationId: withB, senderId: s.admin.id, text: 'HQ writes to B', createdAt: base + 5000 },
        { conversationId: withC, senderId: c.id, text: 'C is waiting', createdAt: base + 2000 },
      ]);
    const res = await call('/conversation/franchises', { cookie: s.adminCookie });
    expect(res.status).toBe(200);
    type Listed = { _id: string; unreadMessagesCount: number; lastMessage: { text: string; sender: string; createdAt: string } | null };
    const mine = (await res.json<{ franchises: Listed[] }>()).franchises.filter((f) => [s.a.id, s.b.id, c.id].includes(f._id));
    // C and A have a message head office has not seen (C's newest); B, all read, comes after though it is the most recent.
    expect(mine.map((f) => [f._id, f.unreadMessagesCount, f.lastMessage?.text])).toEqual([
      [c.id, 1, 'C is waiting'],
      [s.a.id, 1, 'HQ answers A'],
      [s.b.id, 0, 'HQ writes to B'],
    ]);
    expect(mine[0].lastMessage).toEqual({ text: 'C is waiting', sender: c.id, createdAt: new Date(base + 2000).toISOString() });
  });

  it('pages long histories oldest first', async () => {
    const s = await setup();
    const conv = await (await call(`/conversation/find/${s.admin.id}/${s.a.id}`, { cookie: s.adminCookie })).json<{ _id: string }>();
    const base = Date.now() - 100_000;
    await db()
      .insert(messages)
      .values(Array.from({ length: 5 }, (_, i) => ({ conversationId: conv._id, senderId: s.a.id, text: `m${i}`, createdAt: base + i * 1000 })));
    const last = await (await call(`/message/${conv._id}?limit=2`, { cookie: s.aCookie })).json<{ messages: { text: string; createdAt: string }[]; hasMore: boolean }>();
    expect(last.messages.map((m) => m.text)).toEqual(['m3', 'm4']);
    expect(last.hasMore).toBe(true);
    const older = await (
      await call(`/message/${conv._id}?limit=2&before=${encodeURIComponent(last.messages[0].createdAt)}`, { cookie: s.aCookie })
    ).json<{ messages: { text: string }[] }>();
    expect(older.messages.map((m) => m.text)).toEqual(['m1', 'm2']);
  });
});
