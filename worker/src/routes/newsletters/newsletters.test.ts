import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NewsletterSubscriber } from '../../contract/newsletters';
import { newsletterSubscribers } from '../../db/schema';
import { adminCookie, franchiseLogin, type Failure } from '../../../test/admin-fixtures';
import { call, db, freshClient } from '../../../test/helpers';

const subscribe = (email: unknown, client = freshClient()) => call('/user/newsletter/add', { method: 'POST', body: { email }, client });
const list = async (admin: string) => (await (await call('/admin/newsletters/', { cookie: admin })).json<{ success: true; newsLetter: NewsletterSubscriber[] }>()).newsLetter;

describe('POST /user/newsletter/add', () => {
  it('subscribes a visitor', async () => {
    const res = await subscribe(' Tea.Lover@Example.com ');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Successfully subscribed' });
    expect(await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'tea.lover@example.com'))).toHaveLength(1);
  });

  it('treats a second sign-up of the same email as success without a second row', async () => {
    for (const email of ['twice@example.com', 'TWICE@example.com']) {
      const res = await subscribe(email);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, message: 'Successfully subscribed' });
    }
    expect(await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'twice@example.com'))).toHaveLength(1);
  });

  it('answers 400 to a bad email, a missing one and extra fields', async () => {
    for (const body of [{ email: 'not-an-email' }, {}, { email: 'ok@example.com', name: 'x' }]) {
      const res = await call('/user/newsletter/add', { method: 'POST', body, client: freshClient() });
      expect(res.status).toBe(400);
      expect((await res.json<Failure>()).success).toBe(false);
    }
  });

  it('accepts an outbox clientId', async () => {
    const res = await call('/user/newsletter/add', { method: 'POST', body: { email: 'queued@example.com', clientId: crypto.randomUUID() }, client: freshClient() });
    expect(res.status).toBe(200);
  });
});

describe('GET /admin/newsletters', () => {
  it('lists subscribers oldest first', async () => {
    const admin = await adminCookie();
    await db()
      .insert(newsletterSubscribers)
      .values([
        { email: 'second@example.com', createdAt: Date.UTC(2025, 0, 2) },
        { email: 'first@example.com', createdAt: Date.UTC(2025, 0, 1) },
      ]);
    const res = await call('/admin/newsletters', { cookie: admin });
    expect(res.status).toBe(200);
    const rows = (await res.json<{ success: true; newsLetter: NewsletterSubscriber[] }>()).newsLetter;
    expect(rows.slice(0, 2)).toEqual([
      { _id: expect.any(String), email: 'first@example.com', createdAt: '2025-01-01T00:00:00.000Z', exportedAt: null },
      { _id: expect.any(String), email: 'second@example.com', createdAt: '2025-01-02T00:00:00.000Z', exportedAt: null },
    ]);
  });
});

describe('DELETE /admin/newsletters', () => {
  it('deletes exactly the exported subscribers: a sign-up after the export stays', async () => {
    const admin = await adminCookie();
    await subscribe('exported.one@example.com');
    await subscribe('exported.two@example.com');
    const exported = await list(admin);

    await subscribe('arrived.later@example.com');
    const res = await call('/admin/newsletters/', { method: 'DELETE', body: { ids: exported.map((s) => s._id) }, cookie: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: `${exported.length} subscribers removed`, deleted: exported.length });
    expect((await list(admin)).map((s) => s.email)).toEqual(['arrived.later@example.com']);
  });

  it('counts only ids that existed', async () => {
    const admin = await adminCookie();
    await subscribe('counted@example.com');
    const [row] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'counted@example.com'));
    const res = await call('/admin/newsletters', { method: 'DELETE', body: { ids: [row.id, crypto.randomUUID()] }, cookie: admin });
    expect(await res.json()).toMatchObject({ message: '1 subscriber removed', deleted: 1 });
  });

  it('deletes a full batch of 1000 ids in one request', async () => {
    const admin = await adminCookie();
    const ids = Array.from({ length: 1000 }, () => crypto.randomUUID());
    for (let i = 0; i < ids.length; i += 10) {
      await db()
        .insert(newsletterSubscribers)
        .values(ids.slice(i, i + 10).map((id) => ({ id, email: `bulk-${id}@example.com` })));
    }
    const res = await call('/admin/newsletters', { method: 'DELETE', body: { ids }, cookie: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ deleted: 1000 });
  });

  it('answers 400 to no ids, too many ids, wrong types and a missing body', async () => {
    const admin = await adminCookie();
    for (const body of [{ ids: [] }, { ids: Array.from({ length: 1001 }, (_, i) => `id-${i}`) }, { ids: 'all' }, { ids: [1] }, {}, undefined]) {
      const res = await call('/admin/newsletters', { method: 'DELETE', body, cookie: admin });
      expect(res.status).toBe(400);
    }
  });
});

describe('POST /admin/newsletters/export and DELETE /admin/newsletters/exported', () => {
  const exportAll = (admin: string) => call('/admin/newsletters/export', { method: 'POST', cookie: admin });
  const removeExported = (admin: string) => call('/admin/newsletters/exported', { method: 'DELETE', cookie: admin });

  it('hands out every subscriber with the sign-up date and marks them exported, so the removal takes exactly those, even after a reload', async () => {
    const admin = await adminCookie();
    await removeExported(admin);
    await db().delete(newsletterSubscribers);
    await subscribe('kept.a@example.com');
    await subscribe('kept.b@example.com');
    const res = await exportAll(admin);
    expect(res.status).toBe(200);
    const { newsLetter } = await res.json<{ success: true; newsLetter: NewsletterSubscriber[] }>();
    expect(newsLetter.map((s) => s.email)).toEqual(['kept.a@example.com', 'kept.b@example.com']);
    for (const s of newsLetter) {
      expect(Date.parse(s.createdAt)).toBeGreaterThan(0);
      expect(Date.parse(s.exportedAt!)).toBeGreaterThanOrEqual(Date.parse(s.createdAt));
    }
    // The list says who was exported: a new sign-up is not.
    await subscribe('after.export@example.com');
    expect((await list(admin)).map((s) => [s.email, s.exportedAt !== null])).toEqual([
      ['kept.a@example.com', true],
      ['kept.b@example.com', true],
      ['after.export@example.com', false],
    ]);

    const removed = await removeExported(admin);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({ success: true, message: '2 subscribers removed', deleted: 2 });
    expect((await list(admin)).map((s) => s.email)).toEqual(['after.export@example.com']);
    // Nothing exported any more: a second removal takes nobody.
    expect(await (await removeExported(admin)).json()).toEqual({ success: true, message: '0 subscribers removed', deleted: 0 });
  });

  it.each([
    ['POST', '/admin/newsletters/export'],
    ['DELETE', '/admin/newsletters/exported'],
  ])('%s %s answers 401 to a visitor and 403 to a franchise owner, changing nothing', async (method, path) => {
    const admin = await adminCookie();
    await subscribe('guarded@example.com');
    const before = await list(admin);
    expect((await call(path, { method })).status).toBe(401);
    const { cookie } = await franchiseLogin();
    expect((await call(path, { method, cookie })).status).toBe(403);
    expect(await list(admin)).toEqual(before);
  });

  it('refuses a body that is neither JSON nor a form, exporting nothing', async () => {
    const admin = await adminCookie();
    await removeExported(admin);
    await subscribe('not.exported@example.com');
    const res = await call('/admin/newsletters/export', { method: 'POST', body: 'not json', cookie: admin, headers: { 'content-type': 'text/plain' } });
    expect(res.status).toBe(415);
    expect((await list(admin)).filter((s) => s.exportedAt !== null)).toEqual([]);
  });
});
