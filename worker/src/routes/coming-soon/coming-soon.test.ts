import { describe, expect, it } from 'vitest';
import type { ComingSoonFranchise } from '../../contract/coming-soon';
import { MAX } from '../../contract/limits';
import { adminCookie, franchiseLogin, type Failure } from '../../../test/admin-fixtures';
import { call } from '../../../test/helpers';

async function add(admin: string, body: Record<string, unknown>) {
  const res = await call('/admin/comming/add/', { method: 'POST', body, cookie: admin });
  expect(res.status).toBe(201);
  return res.json<{ success: true; message: string; franchise: ComingSoonFranchise }>();
}
const publicList = async () => (await (await call('/admin/comming/')).json<{ success: true; franchise: ComingSoonFranchise[] }>()).franchise;

describe('coming soon franchises', () => {
  it('adds one that visitors then see with its status', async () => {
    const admin = await adminCookie();
    const body = await add(admin, { name: '  Boba Round Rock ', address: '7 Palm Valley Blvd', email: 'RoundRock@Example.com' });
    expect(body).toEqual({
      success: true,
      message: 'Coming Soon Franchise Added Successfully',
      franchise: { _id: expect.any(String), name: 'Boba Round Rock', address: '7 Palm Valley Blvd', email: 'roundrock@example.com', status: 'Coming Soon', version: 1 },
    });
    expect(await publicList()).toContainEqual(body.franchise);
  });

  it('makes the address optional', async () => {
    const { franchise } = await add(await adminCookie(), { name: 'Boba Waco', email: 'waco@example.com' });
    expect(franchise.address).toBe('');
  });

  it('answers 400 to a missing name, a bad email and extra fields', async () => {
    const admin = await adminCookie();
    for (const body of [
      { email: 'a@example.com' },
      { name: ' ', email: 'a@example.com' },
      { name: 'X' },
      { name: 'X', email: 'nope' },
      { name: 'X', email: 'a@example.com', status: 'Open' },
    ]) {
      const res = await call('/admin/comming/add', { method: 'POST', body, cookie: admin });
      expect(res.status).toBe(400);
      expect((await res.json<Failure>()).message.length).toBeGreaterThan(0);
    }
  });

  it('updates only the fields sent', async () => {
    const admin = await adminCookie();
    const { franchise } = await add(admin, { name: 'Boba Temple', address: '1 Main', email: 'temple@example.com' });
    const res = await call(`/admin/comming/${franchise._id}`, { method: 'PUT', body: { address: '2 Main', status: 'Opening in May' }, cookie: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      success: true,
      message: 'Coming Soon Franchise Updated Successfully',
      franchise: { ...franchise, address: '2 Main', status: 'Opening in May', version: 2 },
    });
    for (const body of [{}, { email: 'bad' }, { name: '' }, { id: 'x' }]) {
      expect((await call(`/admin/comming/${franchise._id}`, { method: 'PUT', body, cookie: admin })).status).toBe(400);
    }
    expect((await call(`/admin/comming/${crypto.randomUUID()}`, { method: 'PUT', body: { name: 'X' }, cookie: admin })).status).toBe(404);
  });

  it('changes the status visitors see, for head office only', async () => {
    const admin = await adminCookie();
    const { franchise } = await add(admin, { name: 'Boba Frisco', email: 'frisco@example.com' });
    const res = await call(`/admin/comming/${franchise._id}`, { method: 'PUT', body: { status: '  Under Construction ' }, cookie: admin });
    expect(res.status).toBe(200);
    expect((await res.json<{ franchise: ComingSoonFranchise }>()).franchise).toEqual({ ...franchise, status: 'Under Construction', version: 2 });
    expect(await publicList()).toContainEqual({ ...franchise, status: 'Under Construction', version: 2 });

    const visitor = await call(`/admin/comming/${franchise._id}`, { method: 'PUT', body: { status: 'Open' } });
    expect(visitor.status).toBe(401);
    const owner = await call(`/admin/comming/${franchise._id}`, { method: 'PUT', body: { status: 'Open' }, cookie: (await franchiseLogin()).cookie });
    expect(owner.status).toBe(403);
    expect((await owner.json<Failure>()).success).toBe(false);
    expect(await publicList()).toContainEqual({ ...franchise, status: 'Under Construction', version: 2 });
  });

  it.each([
    ['a blank status', ' ', 'Status is required.'],
    ['an over-long status', 'x'.repeat(MAX.status + 1), `Status must be at most ${MAX.status} characters.`],
  ])('answers 400 naming the status field to %s, changing nothing', async (_, status, reason) => {
    const admin = await adminCookie();
    const { franchise } = await add(admin, { name: 'Boba Plano', email: 'plano@example.com' });
    const res = await call(`/admin/comming/${franchise._id}`, { method: 'PUT', body: { name: 'Renamed', status }, cookie: admin });
    expect(res.status).toBe(400);
    const body = await res.json<Failure & { fields: Record<string, string> }>();
    expect(body.fields).toEqual({ status: reason });
    expect(await publicList()).toContainEqual(franchise);
  });

  it('deletes one, and answers 404 to an unknown id', async () => {
    const admin = await adminCookie();
    const { franchise } = await add(admin, { name: 'Boba Gone', email: 'gone@example.com' });
    const res = await call(`/admin/comming/${franchise._id}`, { method: 'DELETE', cookie: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Coming Soon Franchise Deleted Successfully' });
    expect((await publicList()).map((f) => f._id)).not.toContain(franchise._id);
    const again = await call(`/admin/comming/${franchise._id}`, { method: 'DELETE', cookie: admin });
    expect(again.status).toBe(404);
  });
});
