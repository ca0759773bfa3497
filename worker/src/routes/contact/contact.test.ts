import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessages } from '../../db/schema';
import { call, createUser, db, freshClient, login } from '../../../test/helpers';

const send = (body: unknown, client = freshClient()) => call('/user/contact-us/', { method: 'POST', body, client });

describe('POST /user/contact-us', () => {
  it('stores a message with only the name required', async () => {
    const before = await db().$count(contactMessages);
    const res = await send({ name: 'Jo', email: '', message: '' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ success: true, message: 'Message Sent Successfully' });
    const full = await send({ name: 'Kim', email: 'kim@example.com', message: 'Do you cater?' });
    expect(full.status).toBe(201);
    expect(await db().$count(contactMessages)).toBe(before + 2);
  });

  it('rejects a missing name, a bad email and extra fields, storing nothing', async () => {
    const before = await db().$count(contactMessages);
    for (const body of [{ email: 'a@b.co' }, { name: '   ' }, { name: 'A', email: 'nope' }, { name: 'A', admin: true }, { name: 7 }]) {
      expect((await send(body)).status).toBe(400);
    }
    expect(await db().$count(contactMessages)).toBe(before);
  });

  it('stores a replayed clientId once', async () => {
    const clientId = crypto.randomUUID();
    expect((await send({ name: 'Jo', clientId })).status).toBe(201);
    expect((await send({ name: 'Jo', clientId })).status).toBe(200);
    expect(await db().$count(contactMessages, eq(contactMessages.clientId, clientId))).toBe(1);
  });

  it('limits one client to 30 messages per 10 minutes', async () => {
    const client = freshClient();
    const before = await db().$count(contactMessages);
    for (let i = 0; i < 30; i++) expect((await send({ name: `N${i}` }, client)).status).toBe(201);
    const res = await send({ name: 'one too many' }, client);
    expect(res.status).toBe(429);
    expect(await db().$count(contactMessages)).toBe(before + 30);
  });
});

describe('GET /admin/contact-messages', () => {
  it('lists messages for the admin only', async () => {
    const name = `Reader ${crypto.randomUUID()}`;
    await send({ name, email: 'r@example.com', message: 'Hello' });
    const admin = await createUser('admin', `cm-admin-${crypto.randomUUID()}@example.com`);
    const shop = await createUser('franchise', `cm-shop-${crypto.randomUUID()}@example.com`);
    const res = await call('/admin/contact-messages', { cookie: await login(admin.email) });
    expect(res.status).toBe(200);
    const { messages } = await res.json<{ messages: { name: string; message: string }[] }>();
    expect(messages.find((m) => m.name === name)).toMatchObject({ message: 'Hello' });
    expect((await call('/admin/contact-messages')).status).toBe(401);
    expect((await call('/admin/contact-messages', { cookie: await login(shop.email) })).status).toBe(403);
  });
});
