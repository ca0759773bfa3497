import { env } from 'cloudflare:test';
import { eq, inArray } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import type { FranchiseAccount } from '../../contract/franchises';
import { conversationMembers, conversations, drinks, franchiseProfiles, messages, series, sessions, users } from '../../db/schema';
import { PICTURE_MAX_BYTES } from '../../contract/limits';
import { adminCookie, type Failure, formOf, htmlFile, keyOf, mediaKeys, picture, svgFile } from '../../../test/admin-fixtures';
import { call, createUser, db, login } from '../../../test/helpers';
import { partyInbox, WITH_PARTY } from '../../../test/party-inbox';

type Added = { success: true; message: string; franchise: FranchiseAccount };

const addForm = (overrides: Record<string, string | File | undefined> = {}) =>
  formOf({
    email: 'new.shop@example.com',
    password: 'shop-password',
    name: 'Boba Downtown',
    phone: '+1 (555) 010-0200',
    owner_name: 'Ana Lee',
    address: '1 Main St, Austin TX',
    ...overrides,
  });

async function addFranchise(admin: string, overrides: Record<string, string | File | undefined> = {}) {
  const res = await call('/admin/action/franchise/add', { method: 'POST', body: addForm(overrides), cookie: admin });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<Added>()).franchise;
}

describe('POST /admin/action/franchise/add', () => {
  it('creates a franchise login with profile and picture', async () => {
    const admin = await adminCookie();
    const res = await call('/admin/action/franchise/add/', { method: 'POST', body: addForm({ email: 'Add.Me@Example.com', image: picture() }), cookie: admin });
    expect(res.status).toBe(201);
    const body = await res.json<Added>();
    expect(body).toMatchObject({
      success: true,
      message: 'Franchise Added Successfully',
      franchise: {
        email: 'add.me@example.com',
        role: 'franchise',
        franchise: { name: 'Boba Downtown', phone: '+1 (555) 010-0200', owner_name: 'Ana Lee', address: '1 Main St, Austin TX' },
      },
    });
    expect(await mediaKeys()).toContain(keyOf(body.franchise.franchise.image));
    // The new owner can log in with the password the admin chose.
    const me = await call('/user/me', { cookie: await login('add.me@example.com', 'shop-password') });
    expect(await me.json()).toMatchObject({ user: { _id: body.franchise._id, role: 'franchise' } });
  });

  it('makes the picture optional', async () => {
    const franchise = await addFranchise(await adminCookie(), { email: 'no.picture@example.com' });
    expect(franchise.franchise.image).toBeNull();
  });

  it('answers 409 to an email that is already used, storing nothing', async () => {
    const admin = await adminCookie();
    await createUser('franchise', 'taken@example.com');
    const before = await mediaKeys();
    const res = await call('/admin/action/franchise/add', { method: 'POST', body: addForm({ email: 'TAKEN@example.com', image: picture() }), cookie: admin });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ success: false, message: 'A user with this email already exists.', fields: { email: 'A user with this email already exists.' } });
    expect(await mediaKeys()).toEqual(before);
  });

  it.each([
    ['a bad email', { email: 'not-an-email' }],
    ['a short password', { password: 'short' }],
    ['letters in the phone', { phone: 'call me maybe' }],
    ['a too short phone', { phone: '12345' }],
    ['a missing name', { name: undefined }],
    ['an over-long address', { address: 'x'.repeat(301) }],
    ['an unknown field', { role: 'admin' }],
    ['a picture sent as text', { image: 'data:image/png;base64,iVBORw0KGgo=' }],
  ])('answers 400 to %s', async (_, overrides) => {
    const res = await call('/admin/action/franchise/add', { method: 'POST', body: addForm({ email: 'bad.input@example.com', ...overrides }), cookie: await adminCookie() });
    expect(res.status).toBe(400);
    expect((await res.json<Failure>()).message.length).toBeGreaterThan(0);
    expect(await db().select().from(users).where(eq(users.email, 'bad.input@example.com'))).toHaveLength(0);
  });

  it('names the failing fields of a multipart form in `fields`', async () => {
    const res = await call('/admin/action/franchise/add', { method: 'POST', body: addForm({ email: 'not-an-email', phone: 'call me maybe' }), cookie: await adminCookie() });
    expect(res.status).toBe(400);
    const body = await res.json<Failure & { fields: Record<string, string> }>();
    expect(Object.keys(body.fields).sort()).toEqual(['email', 'phone']);
    expect(body.message).toContain(`email: ${body.fields.email}`);
  });

  it.each([
    ['an HTML file', htmlFile, 415],
    ['an SVG file', svgFile, 415],
    ['a picture over 10 MB', () => picture(PICTURE_MAX_BYTES + 1), 413],
  ])('refuses %s and stores nothing', async (_, file, status) => {
    const before = await mediaKeys();
    const res = await call('/admin/action/franchise/add', { method: 'POST', body: addForm({ email: 'bad.file@example.com', image: file() }), cookie: await adminCookie() });
    expect(res.status).toBe(status);
    expect(await mediaKeys()).toEqual(before);
    expect(await db().select().from(users).where(eq(users.email, 'bad.file@example.com'))).toHaveLength(0);
  });
});

describe('GET /admin/action/franchises', () => {
  it('lists franchises only, filtered by a case-insensitive part of the name', async () => {
    const admin = await adminCookie();
    const tea = await addFranchise(admin, { email: 'tea.house@example.com', name: 'Tea House 100%' });
    const cafe = await addFranchise(admin, { email: 'cafe@example.com', name: 'Corner Cafe' });

    const all = await (await call('/admin/action/franchises/', { cookie: admin })).json<{ success: true; franchises: FranchiseAccount[] }>();
    expect(all.success).toBe(true);
    expect(all.franchises.map((f) => f._id)).toEqual(expect.arrayContaining([tea._id, cafe._id]));
    expect(all.franchises.every((f) => f.role === 'franchise')).toBe(true);
    expect(all.franchises.find((f) => f._id === tea._id)).toEqual(tea);

    const found = await (await call('/admin/action/franchises?name=HOUSE', { cookie: admin })).json<{ franchises: FranchiseAccount[] }>();
    expect(found.franchises.map((f) => f._id)).toEqual([tea._id]);
    // % is a character to find, not a wildcard.
    const percent = await (await call('/admin/action/franchises?name=%25', { cookie: admin })).json<{ franchises: FranchiseAccount[] }>();
    expect(percent.franchises.map((f) => f._id)).toEqual([tea._id]);
  });
});

describe('PUT /admin/action/franchise/:id', () => {
  const update = (email: string) => ({ email, franchise: { name: 'Renamed', phone: '555 0199', owner_name: 'New Owner', address: '2 Side St' } });

  it('updates email and profile, keeping the picture', async () => {
    const admin = await adminCookie();
    const shop = await addFranchise(admin, { email: 'before@example.com', image: picture() });
    const res = await call(`/admin/action/franchise/${shop._id}`, { method: 'PUT', body: update(' After@Example.com '), cookie: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: 'Franchise Updated Successfully',
      franchise: {
        _id: shop._id,
        email: 'after@example.com',
        role: 'franchise',
        franchise: { name: 'Renamed', phone: '555 0199', owner_name: 'New Owner', address: '2 Side St', image: shop.franchise.image },
        version: 2,
      },
    });
    // Saving with its own email is not a conflict.
    expect((await call(`/admin/action/franchise/${shop._id}`, { method: 'PUT', body: update('after@example.com'), cookie: admin })).status).toBe(200);
  });

  it('answers 409 when another user has the email', async () => {
    const admin = await adminCookie();
    const shop = await addFranchise(admin, { email: 'mine@example.com' });
    await createUser('admin', 'someone.else@example.com');
    const res = await call(`/admin/action/franchise/${shop._id}`, { method: 'PUT', body: update('someone.else@example.com'), cookie: admin });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ success: false, message: 'A user with this email already exists.', fields: { email: 'A user with this email already exists.' } });
  });

  it('answers 404 to an unknown id and to an admin id, 400 to bad input', async () => {
    const admin = await adminCookie();
    const boss = await createUser('admin', 'boss.update@example.com');
    for (const id of [crypto.randomUUID(), boss.id]) {
      expect((await call(`/admin/action/franchise/${id}`, { method: 'PUT', body: update('x.update@example.com'), cookie: admin })).status).toBe(404);
    }
    const shop = await addFranchise(admin, { email: 'strict@example.com' });
    for (const body of [{ ...update('bad'), extra: 1 }, update('not-an-email'), { email: 'ok@example.com', franchise: { name: 'Only name' } }]) {
      expect((await call(`/admin/action/franchise/${shop._id}`, { method: 'PUT', body, cookie: admin })).status).toBe(400);
    }
  });

  it('names a refused profile field by its own name, as the form does, and changes nothing', async () => {
    const admin = await adminCookie();
    const shop = await addFranchise(admin, { email: 'named.fields@example.com' });
    const body = { email: 'named.fields@example.com', franchise: { ...update('').franchise, name: ' ', phone: 'call me maybe' } };
    const res = await call(`/admin/action/franchise/${shop._id}`, { method: 'PUT', body, cookie: admin });
    expect(res.status).toBe(400);
    const { fields } = await res.json<Failure & { fields: Record<string, string> }>();
    expect(fields).toEqual({ name: 'Name is required.', phone: 'Enter a phone number of 7 to 20 digits, spaces, +, - or parentheses.' });
    const [profile] = await db().select().from(franchiseProfiles).where(eq(franchiseProfiles.userId, shop._id));
    expect(profile).toMatchObject({ name: 'Boba Downtown', phone: '+1 (555) 010-0200' });
  });
});

describe('DELETE /admin/action/franchise/:id', () => {
  it('ends its sessions and leaves no rows or pictures behind', async () => {
    const admin = await adminCookie();
    const adminUser = (await db().select().from(users).where(eq(users.role, 'admin')).limit(1))[0];
    const shop = await addFranchise(admin, { email: 'closing@example.com', image: picture() });
    const ownerCookie = await login('closing@example.com', 'shop-password');

    // A series and a drink with pictures, and a conversation with the admin.
    await env.MEDIA.put('picture/series-of-closing.png', 'x');
    await env.MEDIA.put('picture/drink-of-closing.png', 'x');
    const [s] = await db().insert(series).values({ ownerId: shop._id, name: 'Milk Tea', imageKey: 'picture/series-of-closing.png' }).returning();
    await db().insert(drinks).values({ seriesId: s.id, name: 'Classic', imageKey: 'picture/drink-of-closing.png' });
    const [talk] = await db()
      .insert(conversations)
      .values({ pairKey: [adminUser.id, shop._id].sort().join(':') })
      .returning();
    await db()
      .insert(conversationMembers)
      .values([
        { conversationId: talk.id, userId: adminUser.id },
        { conversationId: talk.id, userId: shop._id },
      ]);
    await db()
      .insert(messages)
      .values([
        { conversationId: talk.id, senderId: adminUser.id, text: 'Hi' },
        { conversationId: talk.id, senderId: shop._id, text: 'Hello' },
      ]);

    const res = await call(`/admin/action/franchise/${shop._id}/`, { method: 'DELETE', cookie: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Franchise Deleted Successfully' });

    expect((await call('/user/me', { cookie: ownerCookie })).status).toBe(401);
    expect(await db().select().from(sessions).where(eq(sessions.userId, shop._id))).toHaveLength(0);
    expect(await db().select().from(franchiseProfiles).where(eq(franchiseProfiles.userId, shop._id))).toHaveLength(0);
    expect(await db().select().from(series).where(eq(series.ownerId, shop._id))).toHaveLength(0);
    expect(await db().select().from(drinks).where(eq(drinks.seriesId, s.id))).toHaveLength(0);
    expect(await db().select().from(conversations).where(eq(conversations.id, talk.id))).toHaveLength(0);
    expect(await db().select().from(messages).where(eq(messages.conversationId, talk.id))).toHaveLength(0);
    const left = await mediaKeys();
    for (const key of [keyOf(shop.franchise.image), 'picture/series-of-closing.png', 'picture/drink-of-closing.png']) expect(left).not.toContain(key);
    // The admin keeps its account.
    expect(
      await db()
        .select()
        .from(users)
        .where(inArray(users.id, [adminUser.id])),
    ).toHaveLength(1);
  });

  it('answers 404 to an unknown id and refuses to delete an admin', async () => {
    const admin = await adminCookie();
    const boss = await createUser('admin', 'boss.delete@example.com');
    for (const id of [crypto.randomUUID(), boss.id]) {
      const res = await call(`/admin/action/franchise/${id}`, { method: 'DELETE', cookie: admin });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, message: 'Franchise not found.' });
    }
    expect(await db().select().from(users).where(eq(users.id, boss.id))).toHaveLength(1);
  });
});

describe('PUT /admin/action/franchise/:id/password', () => {
  it('sets a new password, ends the old sessions, and refuses short ones, strangers and admins', async () => {
    const admin = await createUser('admin', `pw-admin-${crypto.randomUUID()}@example.com`);
    const shop = await createUser('franchise', `pw-shop-${crypto.randomUUID()}@example.com`);
    const adminCookie = await login(admin.email);
    const shopCookie = await login(shop.email);
    const path = `/admin/action/franchise/${shop.id}/password`;

    expect((await call(path, { method: 'PUT', body: { password: 'short' }, cookie: adminCookie })).status).toBe(400);
    expect((await call(path, { method: 'PUT', body: { password: 'new-password-1' } })).status).toBe(401);
    expect((await call(path, { method: 'PUT', body: { password: 'new-password-1' }, cookie: shopCookie })).status).toBe(403);
    expect((await call(`/admin/action/franchise/${admin.id}/password`, { method: 'PUT', body: { password: 'new-password-1' }, cookie: adminCookie })).status).toBe(404);

    const res = await call(path, { method: 'PUT', body: { password: 'new-password-1' }, cookie: adminCookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Password Updated Successfully' });
    expect((await call('/user/me', { cookie: shopCookie })).status).toBe(401);
    await expect(login(shop.email)).rejects.toThrow(/401/);
    expect(await login(shop.email, 'new-password-1')).toMatch(/^token=/);
  });
});

describe('ending a franchise owner’s sessions ends their chat (DESIGN §5)', () => {
  let inbox: ReturnType<typeof partyInbox> | undefined;
  afterEach(() => inbox?.stop());
  const revokeAll = (room: string, since: number) => ({
    room,
    authorization: `Bearer ${env.PARTYKIT_NOTIFY_SECRET}`,
    body: { type: 'revoke', endedAt: expect.toSatisfy((t: number) => t >= since && t <= Date.now()) },
  });

  it('tells the owner’s chat room when head office sets a new password, and nothing for refused requests', async () => {
    const admin = await adminCookie();
    const shop = await createUser('franchise', `pw-chat-${crypto.randomUUID()}@example.com`);
    inbox = partyInbox();
    const path = `/admin/action/franchise/${shop.id}/password`;
    expect((await call(path, { method: 'PUT', body: { password: 'short' }, cookie: admin, env: WITH_PARTY })).status).toBe(400);
    expect(
      (await call(`/admin/action/franchise/${crypto.randomUUID()}/password`, { method: 'PUT', body: { password: 'new-password-1' }, cookie: admin, env: WITH_PARTY })).status,
    ).toBe(404);
    expect(inbox.calls).toEqual([]);

    const since = Date.now();
    expect((await call(path, { method: 'PUT', body: { password: 'new-password-1' }, cookie: admin, env: WITH_PARTY })).status).toBe(200);
    expect(inbox.calls).toEqual([revokeAll(shop.id, since)]);
  });

  it('tells the chat room of a deleted franchise, and nothing for an unknown one', async () => {
    const admin = await adminCookie();
    const shop = await createUser('franchise', `delete-chat-${crypto.randomUUID()}@example.com`);
    inbox = partyInbox();
    expect((await call(`/admin/action/franchise/${crypto.randomUUID()}`, { method: 'DELETE', cookie: admin, env: WITH_PARTY })).status).toBe(404);
    expect(inbox.calls).toEqual([]);

    const since = Date.now();
    expect((await call(`/admin/action/franchise/${shop.id}`, { method: 'DELETE', cookie: admin, env: WITH_PARTY })).status).toBe(200);
    expect(inbox.calls).toEqual([revokeAll(shop.id, since)]);
  });
});
