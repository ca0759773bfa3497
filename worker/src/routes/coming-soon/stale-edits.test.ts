/** Head office's rows edited on two devices (issue #51): coming-soon stores, franchise accounts and the brand profile answer a stale edit 409 and change nothing. */
import { describe, expect, it } from 'vitest';
import type { BrandProfile } from '../../contract/brand-profile';
import type { ComingSoonFranchise } from '../../contract/coming-soon';
import type { FranchiseAccount } from '../../contract/franchises';
import type { EditConflict } from '../../contract/row-version';
import { adminCookie, formOf } from '../../../test/admin-fixtures';
import { call } from '../../../test/helpers';

type Stale<Row> = { success: false; message: string; conflict: EditConflict<Row> };
const STALE = 'This was changed on another device since you opened it.';

describe('a coming-soon store edited on two devices', () => {
  it('answers the stale edit 409 with the store as it is now', async () => {
    const admin = await adminCookie();
    const added = await call('/admin/comming/add', { method: 'POST', body: { name: 'Boba Kyle', email: 'kyle@example.com' }, cookie: admin });
    const { franchise } = await added.json<{ franchise: ComingSoonFranchise }>();
    expect(franchise.version).toBe(1);
    expect((await call(`/admin/comming/${franchise._id}`, { method: 'PUT', body: { status: 'Opening in May', version: 1 }, cookie: admin })).status).toBe(200);
    const stale = await call(`/admin/comming/${franchise._id}`, { method: 'PUT', body: { status: 'Opening in June', version: 1 }, cookie: admin });
    expect(stale.status).toBe(409);
    const body = await stale.json<Stale<ComingSoonFranchise>>();
    expect(body).toMatchObject({ message: STALE, conflict: { current: { status: 'Opening in May', version: 2 }, changedBy: 'Head office' } });
    expect((await call(`/admin/comming/${franchise._id}`, { method: 'PUT', body: { version: 2 }, cookie: admin })).status).toBe(400);
  });
});

describe('a franchise account edited on two devices', () => {
  it('answers the stale edit 409 and keeps the newer email and profile', async () => {
    const admin = await adminCookie();
    const email = `stale-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const form = formOf({ email, password: 'franchise-pass-1', name: 'Hill Country Boba', phone: '512 555 0100', owner_name: 'Ana', address: '1 Main St' });
    const { franchise } = await (await call('/admin/action/franchise/add', { method: 'POST', body: form, cookie: admin })).json<{ franchise: FranchiseAccount }>();
    expect(franchise.version).toBe(1);
    const edit = (name: string) => ({ email, franchise: { name, phone: '512 555 0100', owner_name: 'Ana', address: '1 Main St' }, version: 1 });
    expect((await call(`/admin/action/franchise/${franchise._id}`, { method: 'PUT', body: edit('Hill Country Boba Co.'), cookie: admin })).status).toBe(200);
    const stale = await call(`/admin/action/franchise/${franchise._id}`, { method: 'PUT', body: edit('HC Boba'), cookie: admin });
    expect(stale.status).toBe(409);
    expect((await stale.json<Stale<FranchiseAccount>>()).conflict.current).toMatchObject({ franchise: { name: 'Hill Country Boba Co.' }, version: 2 });
  });
});

describe('the brand profile edited on two devices', () => {
  it('answers the stale save 409 with the page as it is now', async () => {
    const admin = await adminCookie();
    const save = (text: string, version: number) => call('/admin/brand-profile', { method: 'PUT', body: { text, documentId: null, version }, cookie: admin });
    const first = await save('Our story, first draft.', 1);
    expect(first.status).toBe(200);
    expect((await first.json<{ profile: BrandProfile }>()).profile.version).toBe(2);
    const stale = await save('Our story, another draft.', 1);
    expect(stale.status).toBe(409);
    expect((await stale.json<Stale<BrandProfile>>()).conflict.current).toMatchObject({ text: 'Our story, first draft.', version: 2 });
    expect((await (await call('/user/brand-profile')).json<{ profile: BrandProfile }>()).profile.text).toBe('Our story, first draft.');
  });
});
