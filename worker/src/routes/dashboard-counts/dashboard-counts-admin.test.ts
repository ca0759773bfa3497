import { describe, expect, it } from 'vitest';
import type { DashboardCounts } from '../../contract/dashboard-counts';
import { contactMessages, franchiseRequests, reviews } from '../../db/schema';
import { adminCookie, franchiseLogin } from '../../../test/admin-fixtures';
import { call, createSeriesWithDrink, createUser, db, login } from '../../../test/helpers';

const countsOf = async (cookie: string) => {
  const res = await call('/dashboard/counts', { cookie });
  expect(res.status).toBe(200);
  return (await res.json<{ counts: DashboardCounts }>()).counts;
};

const enquiry = {
  name: 'Mia',
  phone: '555',
  email: 'mia@example.com',
  city: 'Austin',
  occupation: 'Chef',
  netWorth: '$1M',
  liquidAssets: '$1k',
  preferredLocation: 'Here',
  address: '',
  howHear: 'Friend',
  notes: 'Hi',
};

describe('GET /dashboard/counts', () => {
  it("counts head office's unread inbox, unread requests and pending reviews, dropping as they are handled", async () => {
    const admin = await adminCookie();
    const before = await countsOf(admin);
    const owner = await createUser('admin', `owner-${crypto.randomUUID()}@example.com`);
    const { drink } = await createSeriesWithDrink(owner.id);
    const [message] = await db().insert(contactMessages).values({ name: 'Jo' }).returning();
    await db().insert(franchiseRequests).values(enquiry);
    const [review] = await db()
      .insert(reviews)
      .values([
        { drinkId: drink.id, name: 'A', rating: 5 },
        { drinkId: drink.id, name: 'B', rating: 4, status: 'approved' },
      ])
      .returning();
    expect(await countsOf(admin)).toMatchObject({ inbox: before.inbox + 1, requests: before.requests + 1, pendingReviews: before.pendingReviews + 1 });

    await call(`/admin/contact-messages/${message.id}/read`, { method: 'PUT', cookie: admin });
    await call(`/review/${review.id}`, { method: 'PUT', cookie: admin, body: { status: 'Approved' } });
    expect(await countsOf(admin)).toMatchObject({ inbox: before.inbox, pendingReviews: before.pendingReviews });
  });

  it('counts chat messages from the partner not yet seen, per user; a franchise sees zeros for head office queues', async () => {
    const adminEmail = `chat-admin-${crypto.randomUUID()}@example.com`;
    const adminUser = await createUser('admin', adminEmail);
    const admin = await login(adminEmail);
    const shop = await franchiseLogin();
    await db().insert(contactMessages).values({ name: 'Not for shops' });
    const conversation = await (await call(`/conversation/find/${adminUser.id}/${shop.id}`, { cookie: shop.cookie })).json<{ _id: string }>();
    const adminBefore = (await countsOf(admin)).chat;
    for (const text of ['Hello', 'Are you there?']) {
      expect((await call('/message', { method: 'POST', cookie: shop.cookie, body: { conversationId: conversation._id, text } })).status).toBe(201);
    }
    expect((await countsOf(admin)).chat).toBe(adminBefore + 2);
    expect(await countsOf(shop.cookie)).toEqual({ inbox: 0, requests: 0, pendingReviews: 0, chat: 0 });

    await call(`/message/seen/${conversation._id}`, { method: 'PUT', cookie: admin });
    expect((await countsOf(admin)).chat).toBe(adminBefore);
  });

  it('answers 401 to a visitor', async () => {
    const res = await call('/dashboard/counts');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ success: false });
  });
});
