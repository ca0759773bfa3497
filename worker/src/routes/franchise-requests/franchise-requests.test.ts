import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { franchiseRequests } from '../../db/schema';
import { call, createUser, db, freshClient, login } from '../../../test/helpers';

const enquiry = {
  name: 'Dana Lee',
  phone: '(512) 555-0100',
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

  it('refuses a phone that is not a number to call, under its field', async () => {
    for (const phone of ['abc', '555 0100', '512-555-01OO', '+1 512 555 0100 999 999']) {
      const res = await send({ ...enquiry, phone });
      expect(res.status, phone).toBe(400);
      expect(await res.json()).toMatchObject({ success: false, fields: { phone: 'Enter a phone number with its area code, like (512) 555-0142.' } });
    }
    for (const phone of ['512 555 0100', '+1 (512) 555-0100', '+44 20 7946 0958', '512.555.0100']) {
      expect((await send({ ...enquiry, phone })).status, phone).toBe(201);
    }
  });

  it('refuses liquid assets above the net worth, under the liquid assets, for ranges and amounts alike', async () => {
    const before = await db().$count(franchiseRequests);
    const over = [
      ['Under $250,000', '$250,000 – $500,000'],
      ['$500,000 – $1,000,000', 'Over $2,000,000'],
      ['$150,000', '$500,000'],
      ['$250,000 – $500,000', '$600k'],
    ];
    for (const [netWorth, liquidAssets] of over) {
      const res = await send({ ...enquiry, netWorth, liquidAssets });
      expect(res.status, `${netWorth} / ${liquidAssets}`).toBe(400);
      expect(await res.json()).toMatchObject({ fields: { liquidAssets: 'Liquid assets can’t be more than your net worth. Check both answers.' } });
    }
    expect(await db().$count(franchiseRequests)).toBe(before);
    for (const [netWorth, liquidAssets] of [
      ['$500,000 – $1,000,000', '$500,000 – $1,000,000'],
      ['Over $2,000,000', 'Under $250,000'],
      ['$500,000', '$500,000'],
      ['About half a million', 'Most of it'],
    ]) {
      expect((await send({ ...enquiry, netWorth, liquidAssets })).status, `${netWorth} / ${liquidAssets}`).toBe(201);
    }
  });

  it('names every refused field at once', async () => {
    const res = await send({ ...enquiry, phone: 'abc', email: 'dana', netWorth: 'Under $250,000', liquidAssets: 'Over $2,000,000' });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json<{ fields: Record<string, string> }>()).fields).sort()).toEqual(['email', 'liquidAssets', 'phone']);
  });

  it('stores a replayed clientId once', async () => {
    const clientId = crypto.randomUUID();
    expect((await send({ ...enquiry, clientId })).status).toBe(201);
    expect((await send({ ...enquiry, clientId })).status).toBe(200);
    expect(await db().$count(franchiseRequests, eq(franchiseRequests.clientId, clientId))).toBe(1);
  });
});
