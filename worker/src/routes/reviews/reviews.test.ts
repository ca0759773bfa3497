import { beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { reviews } from '../../db/schema';
import { call, createSeriesWithDrink, createUser, db, freshClient, login } from '../../../test/helpers';

let drinkId: string;
let admin: string;
let franchise: string;
beforeEach(async () => {
  const owner = await createUser('admin', `admin-${crypto.randomUUID()}@example.com`);
  drinkId = (await createSeriesWithDrink(owner.id)).drink.id;
  admin = await login(owner.email);
  const f = await createUser('franchise', `f-${crypto.randomUUID()}@example.com`);
  franchise = await login(f.email);
});

const post = (body: unknown, id = drinkId) => call(`/review/drink/${id}`, { method: 'POST', body, client: freshClient() });

describe('POST /review/drink/:id', () => {
  it('stores a pending review that is not public until approved', async () => {
    const res = await post({ name: 'Ana', rating: 5, comment: 'Lovely pearls' });
    expect(res.status).toBe(201);
    const { review } = await res.json<{ review: { status: string; _id: string } }>();
    expect(review.status).toBe('pending');
    const approved = await call(`/review/drink/${drinkId}/approved`);
    expect((await approved.json<{ reviews: unknown[] }>()).reviews).toEqual([]);
  });

  it('rejects ratings 0, 6 and 2.5, a missing name, a 10 KB name and extra fields', async () => {
    for (const body of [
      { name: 'A', rating: 0, comment: '' },
      { name: 'A', rating: 6, comment: '' },
      { name: 'A', rating: 2.5, comment: '' },
      { name: 'A', rating: '5', comment: '' },
      { rating: 4, comment: 'x' },
      { name: 'x'.repeat(10 * 1024), rating: 4, comment: '' },
      { name: 'A', rating: 4, comment: '', status: 'approved' },
    ]) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(await db().$count(reviews, eq(reviews.drinkId, drinkId))).toBe(0);
  });

  it('answers 404 for an unknown drink', async () => {
    expect((await post({ name: 'A', rating: 3, comment: '' }, 'no-such-drink')).status).toBe(404);
  });

  it('answers 404 for a franchise-only drink, which is not on the public menu, storing nothing', async () => {
    const shop = await createUser('franchise', `shop-${crypto.randomUUID()}@example.com`);
    const { drink } = await createSeriesWithDrink(shop.id, 'Shop Special');
    const res = await post({ name: 'Ana', rating: 5, comment: 'Secret menu!', clientId: crypto.randomUUID() }, drink.id);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'Drink not found.' });
    expect(await db().$count(reviews, eq(reviews.drinkId, drink.id))).toBe(0);
  });

  it('stores a replayed clientId once and answers the stored review', async () => {
    const clientId = crypto.randomUUID();
    const first = await post({ name: 'Ana', rating: 4, comment: 'Good', clientId });
    const again = await post({ name: 'Ana', rating: 4, comment: 'Good', clientId });
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    const a = await first.json<{ review: { _id: string } }>();
    const b = await again.json<{ review: { _id: string } }>();
    expect(b.review._id).toBe(a.review._id);
    expect(await db().select().from(reviews).where(eq(reviews.clientId, clientId))).toHaveLength(1);
  });
});

describe('GET /review/drink/:id/approved', () => {
  it('lists a brand drink’s approved reviews and answers 404 for a franchise-only or unknown drink', async () => {
    await db().insert(reviews).values({ drinkId, name: 'Ana', rating: 5, status: 'approved' });
    const brand = await call(`/review/drink/${drinkId}/approved`);
    expect(brand.status).toBe(200);
    expect((await brand.json<{ reviews: { name: string }[] }>()).reviews.map((r) => r.name)).toEqual(['Ana']);

    const shop = await createUser('franchise', `shop-${crypto.randomUUID()}@example.com`);
    const { drink } = await createSeriesWithDrink(shop.id, 'Shop Special');
    await db().insert(reviews).values({ drinkId: drink.id, name: 'Old', rating: 4, status: 'approved' });
    for (const id of [drink.id, 'no-such-drink']) {
      const res = await call(`/review/drink/${id}/approved`);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ success: false, message: 'Drink not found.' });
    }
    // Head office still moderates what is stored for that drink.
    const pending = await call(`/review/drink/${drink.id}/pending`, { cookie: admin });
    expect(pending.status).toBe(200);
  });
});

describe('review moderation', () => {
  it('approves in any case, lists approved newest first, unselects and deletes', async () => {
    const older = await (await post({ name: 'Old', rating: 3, comment: 'ok' })).json<{ review: { _id: string } }>();
    const newer = await (await post({ name: 'New', rating: 5, comment: 'great' })).json<{ review: { _id: string } }>();
    await db().update(reviews).set({ createdAt: 1000 }).where(eq(reviews.id, older.review._id));

    const pending = await call(`/review/drink/${drinkId}/pending`, { cookie: admin });
    expect((await pending.json<{ reviews: unknown[] }>()).reviews).toHaveLength(2);

    for (const [id, status] of [
      [older.review._id, 'Approved'],
      [newer.review._id, 'APPROVED'],
    ] as const) {
      const res = await call(`/review/${id}`, { method: 'PUT', body: { reviewId: id, status }, cookie: admin });
      expect(res.status).toBe(200);
    }
    const stored = await db().select({ status: reviews.status }).from(reviews).where(eq(reviews.drinkId, drinkId));
    expect(stored.map((r) => r.status)).toEqual(['approved', 'approved']);
    const approved = await (await call(`/review/drink/${drinkId}/approved`)).json<{ reviews: { name: string }[] }>();
    expect(approved.reviews.map((r) => r.name)).toEqual(['New', 'Old']);

    await call(`/review/${newer.review._id}`, { method: 'PUT', body: { status: 'Pending' }, cookie: admin });
    const after = await (await call(`/review/drink/${drinkId}/approved`)).json<{ reviews: { name: string }[] }>();
    expect(after.reviews.map((r) => r.name)).toEqual(['Old']);

    expect((await call(`/review/${older.review._id}`, { method: 'DELETE', cookie: admin })).status).toBe(200);
    expect((await call(`/review/${older.review._id}`, { method: 'DELETE', cookie: admin })).status).toBe(404);
  });

  it('rejects an unknown status', async () => {
    const { review } = await (await post({ name: 'A', rating: 3, comment: '' })).json<{ review: { _id: string } }>();
    const res = await call(`/review/${review._id}`, { method: 'PUT', body: { status: 'published' }, cookie: admin });
    expect(res.status).toBe(400);
  });

  it('denies visitors (401) and franchises (403)', async () => {
    const { review } = await (await post({ name: 'A', rating: 3, comment: '' })).json<{ review: { _id: string } }>();
    const routes = [
      { path: `/review/drink/${drinkId}/pending`, method: 'GET' },
      { path: `/review/${review._id}`, method: 'PUT', body: { status: 'approved' } },
      { path: `/review/${review._id}`, method: 'DELETE' },
    ];
    for (const r of routes) {
      expect((await call(r.path, { method: r.method, body: r.body })).status).toBe(401);
      expect((await call(r.path, { method: r.method, body: r.body, cookie: franchise })).status).toBe(403);
    }
    const [row] = await db().select().from(reviews).where(eq(reviews.id, review._id));
    expect(row?.status).toBe('pending');
  });
});

describe('GET /review/pending (the moderation queue)', () => {
  it("lists every drink's pending reviews with the drink's name and picture, not the published ones", async () => {
    const owner = await createUser('admin', `q-${crypto.randomUUID()}@example.com`);
    const other = (await createSeriesWithDrink(owner.id, 'Fruit Tea')).drink;
    const first = await (await post({ name: 'First', rating: 4, comment: 'Nice' })).json<{ review: { _id: string } }>();
    const second = await (await post({ name: 'Second', rating: 2, comment: 'Too sweet' }, other.id)).json<{ review: { _id: string } }>();
    const published = await (await post({ name: 'Published', rating: 5, comment: '' })).json<{ review: { _id: string } }>();
    await call(`/review/${published.review._id}`, { method: 'PUT', cookie: admin, body: { status: 'Approved' } });

    const res = await call('/review/pending', { cookie: admin });
    expect(res.status).toBe(200);
    const queue = (await res.json<{ reviews: { _id: string; drinkName: string; name: string; rating: number; comment: string }[] }>()).reviews;
    const ids = queue.map((r) => r._id);
    expect(ids).toContain(first.review._id);
    expect(ids).not.toContain(published.review._id);
    expect(queue.find((r) => r._id === second.review._id)).toMatchObject({ drinkName: 'Fruit Tea Classic', name: 'Second', rating: 2, comment: 'Too sweet', drinkImage: null });
  });

  it('denies visitors (401) and franchises (403)', async () => {
    expect((await call('/review/pending')).status).toBe(401);
    expect((await call('/review/pending', { cookie: franchise })).status).toBe(403);
  });
});
