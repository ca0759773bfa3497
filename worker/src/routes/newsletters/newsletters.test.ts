import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { NewsletterSubscriber } from '../../contract/newsletters';
import { newsletterSubscribers } from '../../db/schema';
import { adminCookie, type Failure } from '../../../test/admin-fixtures';
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
    await db().insert(newsletterSubscribers).values([
      { email: 'second@example.com', createdAt: Date.UTC(2025, 0, 2) },
      { email: 'first@example.com', createdAt: Date.UTC(2025, 0, 1) },
    ]);
    const res = await call('/admin/newsletters', { cookie: admin });
    expect(res.status).toBe(200);
    const rows = (await res.json<{ success: true; newsLetter: NewsletterSubscriber[] }>()).newsLetter;
    expect(rows.slice(0, 2)).toEqual([
      { _id: expect.any(String), email: 'first@example.com', createdAt: '2025-01-01T00:00:00.000Z' },
      { _id: expect.any(String), email: 'second@example.com', createdAt: '2025-01-02T00:00:00.000Z' },
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
    expect(await res.json()).toEqual({ success: true, message: 'All newsletters deleted successfully', deleted: exported.length });
    expect((await list(admin)).map((s) => s.email)).toEqual(['arrived.later@example.com']);
  });

  it('counts only ids that existed', async () => {
    const admin = await adminCookie();
    await subscribe('counted@example.com');
    const [row] = await db().select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, 'counted@example.com'));
    const res = await call('/admin/newsletters', { method: 'DELETE', body: { ids: [row!.id, crypto.randomUUID()] }, cookie: admin });
    expect(await res.json()).toMatchObject({ deleted: 1 });
  });

  it('deletes a full batch of 1000 ids in one request', async () => {
    const admin = await adminCookie();
    const ids = Array.from({ length: 1000 }, () => crypto.randomUUID());
    for (let i = 0; i < ids.length; i += 10) {
      await db().insert(newsletterSubscribers).values(ids.slice(i, i + 10).map((id) => ({ id, email: `bulk-${id}@example.com` })));
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
