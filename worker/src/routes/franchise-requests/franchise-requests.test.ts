import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { franchiseRequests } from '../../db/schema';
import { call, createUser, db, freshClient, login } from '../../../test/helpers';

const enquiry = {
  name: 'Dana Lee',
  phone: '555 0100',
  email: 'Dana@Example.com',
  city: 'Austin, TX',
  occupation: 'Restaurant manager',
  netWorth: '$500,000',
  liquidAssets: '$150,000',
  preferredLocation: 'Round Rock',
  address: '',
  howHear: 'A friend',
  notes: 'Looking to open next spring.',
};
const send = (body: unknown) => call('/user/franchise/request/', { method: 'POST', body, client: freshClient() });

describe('POST /user/franchise/request', () => {
  it('stores the enquiry, which the admin then reads with every field', async () => {
    const res = await send(enquiry);
    expect(res.status).toBe(201);
    const { _id } = await res.json<{ _id: string }>();
    const admin = await createUser('admin', 'enquiries-admin@example.com');
    const list = await (await call('/admin/franchise/requsets', { cookie: await login(admin.email) })).json<{ franchiseRequest: Record<string, string>[] }>();
    expect(list.franchiseRequest.find((r) => r._id === _id)).toMatchObject({ ...enquiry, email: 'dana@example.com' });
  });

  it('rejects missing fields, a bad email and extra fields, storing nothing', async () => {
    const before = await db().$count(franchiseRequests);
    const { notes: _notes, ...noNotes } = enquiry;
    for (const body of [noNotes, { ...enquiry, name: '  ' }, { ...enquiry, email: 'dana' }, { ...enquiry, approved: true }, { ...enquiry, netWorth: 5 }]) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, message: expect.any(String) });
    }
    expect(await db().$count(franchiseRequests)).toBe(before);
  });

  it('stores a replayed clientId once', async () => {
    const clientId = crypto.randomUUID();
    expect((await send({ ...enquiry, clientId })).status).toBe(201);
    expect((await send({ ...enquiry, clientId })).status).toBe(200);
    expect(await db().$count(franchiseRequests, eq(franchiseRequests.clientId, clientId))).toBe(1);
  });
});
