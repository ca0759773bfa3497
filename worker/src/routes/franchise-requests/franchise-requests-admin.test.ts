import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { FranchiseRequest } from '../../contract/franchise-requests';
import { franchiseRequests } from '../../db/schema';
import { adminCookie, franchiseLogin } from '../../../test/admin-fixtures';
import { call, db } from '../../../test/helpers';

const enquiry = (name: string, createdAt: number) => ({
  name,
  phone: '555 0100',
  email: `${name.toLowerCase()}@example.com`,
  city: 'Austin, TX',
  occupation: 'Engineer',
  netWorth: '$1M',
  liquidAssets: '$300k',
  preferredLocation: 'Round Rock',
  address: '1 Main St',
  howHear: 'A friend',
  notes: 'Love boba.',
  clientId: crypto.randomUUID(),
  createdAt,
});

describe('GET /admin/franchise/requsets', () => {
  it('lists every field of every enquiry, newest first, without the outbox key', async () => {
    const admin = await adminCookie();
    await db()
      .insert(franchiseRequests)
      .values([enquiry('Older', Date.UTC(2025, 2, 1)), enquiry('Newer', Date.UTC(2025, 2, 2))]);
    const res = await call('/admin/franchise/requsets/', { cookie: admin });
    expect(res.status).toBe(200);
    const body = await res.json<{ success: true; franchiseRequest: FranchiseRequest[] }>();
    expect(body.success).toBe(true);
    const { clientId: _, createdAt: __, ...fields } = enquiry('Newer', 0);
    expect(body.franchiseRequest.map((r) => r.name)).toEqual(['Newer', 'Older']);
    expect(body.franchiseRequest[0]).toEqual({ _id: expect.any(String), ...fields, read: false, createdAt: '2025-03-02T00:00:00.000Z' });
  });
});

describe('DELETE /admin/franchise/requset/:id', () => {
  it('deletes the enquiry, and answers 404 to an unknown id', async () => {
    const admin = await adminCookie();
    const [row] = await db().insert(franchiseRequests).values(enquiry('Delete', Date.now())).returning();
    const res = await call(`/admin/franchise/requset/${row.id}/`, { method: 'DELETE', cookie: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Request Deleted Successfully' });
    expect(await db().select().from(franchiseRequests).where(eq(franchiseRequests.id, row.id))).toHaveLength(0);

    const again = await call(`/admin/franchise/requset/${row.id}`, { method: 'DELETE', cookie: admin });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ success: false, message: 'Request not found.' });
  });
});

describe('PUT /admin/franchise/requset/:id/read', () => {
  const readOf = async (admin: string, id: string) => {
    const { franchiseRequest } = await (await call('/admin/franchise/requsets', { cookie: admin })).json<{ franchiseRequest: FranchiseRequest[] }>();
    return franchiseRequest.find((r) => r._id === id)?.read;
  };

  it('marks a new request read once opened, keeping the first time', async () => {
    const admin = await adminCookie();
    const [row] = await db().insert(franchiseRequests).values(enquiry('Unread', Date.now())).returning();
    expect(await readOf(admin, row.id)).toBe(false);
    const res = await call(`/admin/franchise/requset/${row.id}/read`, { method: 'PUT', cookie: admin });
    expect(res.status).toBe(200);
    expect(await readOf(admin, row.id)).toBe(true);
    const first = (await db().select().from(franchiseRequests).where(eq(franchiseRequests.id, row.id)).get())!.readAt;
    expect((await call(`/admin/franchise/requset/${row.id}/read`, { method: 'PUT', cookie: admin })).status).toBe(200);
    expect((await db().select().from(franchiseRequests).where(eq(franchiseRequests.id, row.id)).get())!.readAt).toBe(first);
  });

  it('answers 404 to an unknown id and 400 to an overlong one, 401/403 to others, changing nothing', async () => {
    const admin = await adminCookie();
    const [row] = await db().insert(franchiseRequests).values(enquiry('Kept', Date.now())).returning();
    expect((await call('/admin/franchise/requset/nope/read', { method: 'PUT', cookie: admin })).status).toBe(404);
    expect((await call(`/admin/franchise/requset/${'x'.repeat(65)}/read`, { method: 'PUT', cookie: admin })).status).toBe(400);
    expect((await call(`/admin/franchise/requset/${row.id}/read`, { method: 'PUT' })).status).toBe(401);
    const shop = await franchiseLogin();
    expect((await call(`/admin/franchise/requset/${row.id}/read`, { method: 'PUT', cookie: shop.cookie })).status).toBe(403);
    expect(await readOf(admin, row.id)).toBe(false);
  });
});
