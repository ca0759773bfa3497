import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { contactMessages } from '../../db/schema';
import type { ContactMessage } from '../../contract/contact';
import { adminCookie, franchiseLogin } from '../../../test/admin-fixtures';
import { call, createUser, db, freshClient, login } from '../../../test/helpers';

const send = (body: unknown, client = freshClient()) => call('/user/contact-us/', { method: 'POST', body, client });

describe('POST /user/contact-us', () => {
  it('stores a message with a name, an email and a message', async () => {
    const before = await db().$count(contactMessages);
    const res = await send({ name: 'Kim', email: 'Kim@Example.com', message: 'Do you cater?' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ success: true, message: 'Message Sent Successfully' });
    expect(await db().$count(contactMessages)).toBe(before + 1);
    const [stored] = await db().select().from(contactMessages).where(eq(contactMessages.name, 'Kim'));
    expect(stored).toMatchObject({ email: 'kim@example.com', message: 'Do you cater?' });
  });

  it('refuses a name alone: the email and the message are required too, each said under its field', async () => {
    const before = await db().$count(contactMessages);
    for (const body of [{ name: 'Jo' }, { name: 'Jo', email: '', message: '' }, { name: 'Jo', email: '  ', message: '   ' }]) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect((await res.json<{ fields: Record<string, string> }>()).fields).toEqual({
        email: 'Enter your email address so we can reply.',
        message: 'Write your message so we know how to help.',
      });
    }
    expect(await db().$count(contactMessages)).toBe(before);
  });

  it('rejects a missing name, a bad email and extra fields, storing nothing', async () => {
    const before = await db().$count(contactMessages);
    const ok = { name: 'A', email: 'a@b.co', message: 'Hi' };
    for (const body of [
      { email: 'a@b.co', message: 'Hi' },
      { ...ok, name: '   ' },
      { ...ok, email: 'nope' },
      { ...ok, admin: true },
      { ...ok, name: 7 },
      { ...ok, message: 'x'.repeat(5001) },
    ]) {
      expect((await send(body)).status).toBe(400);
    }
    expect(await db().$count(contactMessages)).toBe(before);
  });

  it('names each failing field in `fields`, keeping the one-sentence `message` for old clients', async () => {
    const res = await send({ name: '  ', email: 'nope', message: 'Hi' });
    expect(res.status).toBe(400);
    const body = await res.json<{ success: boolean; message: string; fields: Record<string, string> }>();
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/^name: .+; email: Enter a valid email address\.$/);
    expect(body.fields).toEqual({ name: 'Full Name is required.', email: 'Enter a valid email address.' });
    expect(body.message).toBe(`name: ${body.fields.name}; email: ${body.fields.email}`);
  });

  it('stores a replayed clientId once', async () => {
    const clientId = crypto.randomUUID();
    const message = { name: 'Jo', email: 'jo@example.com', message: 'Hello', clientId };
    expect((await send(message)).status).toBe(201);
    expect((await send(message)).status).toBe(200);
    expect(await db().$count(contactMessages, eq(contactMessages.clientId, clientId))).toBe(1);
  });

  it('limits one client to 30 messages per 10 minutes', async () => {
    const client = freshClient();
    const before = await db().$count(contactMessages);
    for (let i = 0; i < 30; i++) expect((await send({ name: `N${i}`, email: 'n@example.com', message: 'Hi' }, client)).status).toBe(201);
    const res = await send({ name: 'one too many', email: 'n@example.com', message: 'Hi' }, client);
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

describe('the inbox: reading and deleting contact messages', () => {
  const sendOne = async (name: string) => (await (await send({ name, email: 'in@example.com', message: `From ${name}` })).json<{ _id: string }>())._id;
  const inbox = async (admin: string) => (await (await call('/admin/contact-messages', { cookie: admin })).json<{ messages: ContactMessage[] }>()).messages;

  it('lists newest first, unread until opened', async () => {
    const admin = await adminCookie();
    const older = await sendOne(`Older ${crypto.randomUUID()}`);
    const newer = await sendOne(`Newer ${crypto.randomUUID()}`);
    const ids = (await inbox(admin)).map((m) => m._id);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect((await inbox(admin)).find((m) => m._id === newer)).toMatchObject({ email: 'in@example.com', read: false, createdAt: expect.any(String) });

    const res = await call(`/admin/contact-messages/${newer}/read`, { method: 'PUT', cookie: admin });
    expect(res.status).toBe(200);
    const after = await inbox(admin);
    expect(after.find((m) => m._id === newer)?.read).toBe(true);
    expect(after.find((m) => m._id === older)?.read).toBe(false);
  });

  it('deletes a message, then answers 404 for it', async () => {
    const admin = await adminCookie();
    const id = await sendOne('Handled');
    const res = await call(`/admin/contact-messages/${id}`, { method: 'DELETE', cookie: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Message Deleted Successfully' });
    expect(await db().$count(contactMessages, eq(contactMessages.id, id))).toBe(0);
    const again = await call(`/admin/contact-messages/${id}`, { method: 'DELETE', cookie: admin });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ success: false, message: 'Message not found.' });
    expect((await call(`/admin/contact-messages/${id}/read`, { method: 'PUT', cookie: admin })).status).toBe(404);
  });

  it('lets only the admin read or delete, and rejects a malformed id, changing nothing', async () => {
    const admin = await adminCookie();
    const shop = await franchiseLogin();
    const id = await sendOne('Private');
    for (const [method, path] of [
      ['PUT', `/admin/contact-messages/${id}/read`],
      ['DELETE', `/admin/contact-messages/${id}`],
    ] as const) {
      expect((await call(path, { method })).status).toBe(401);
      expect((await call(path, { method, cookie: shop.cookie })).status).toBe(403);
    }
    expect((await call(`/admin/contact-messages/${'x'.repeat(65)}`, { method: 'DELETE', cookie: admin })).status).toBe(400);
    expect((await inbox(admin)).find((m) => m._id === id)?.read).toBe(false);
  });
});
