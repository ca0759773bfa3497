/**
 * D1 failing inside a staff write (issue #51): the write that spans several
 * rows (an account and its profile, a store and its week, a drink's facts
 * and their toppings) is one batch, so a failure at its last statement
 * leaves none of them written, and the staff screen gets a clear error it can
 * retry rather than a half-saved form. The failing statement really runs
 * inside the batch (test/faulty-bindings.ts): a route that wrote the first
 * rows in a call of their own would keep them here.
 */
import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Location } from '../contract/locations';
import { adminCookie, formOf, franchiseLogin, picture } from '../../test/admin-fixtures';
import { addTopping, milkTeaFacts, saveFacts } from '../../test/drink-facts-fixtures';
import { expectServerError, storedState, week } from '../../test/fault-fixtures';
import { faultyD1 } from '../../test/faulty-bindings';
import { call, login } from '../../test/helpers';
import { addDrink, addSeries } from '../../test/menu-fixtures';

/** This call's D1 fails at the first statement matching `failing`. */
const failingAt = (failing: RegExp, thenDown = false) => faultyD1(env.DB, { failing, thenDown });

const storeForm = (fields: Record<string, string | File> = {}) =>
  formOf({ name: 'Boba Round Rock', address: '1 Main St, Round Rock TX', email: 'rr@example.com', thirdPartyLink: '', timings: JSON.stringify(week()), ...fields });

async function addStore(admin: string, franchiseId = ''): Promise<Location> {
  const res = await call('/admin/location/add', { method: 'POST', body: storeForm({ image: picture(), franchiseId }), cookie: admin });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<{ location: Location }>()).location;
}

const franchiseForm = (fields: Record<string, string | File> = {}) =>
  formOf({
    email: 'new.shop@example.com',
    password: 'secret-pass-1',
    name: 'Boba Downtown',
    phone: '+1 (555) 010-0200',
    owner_name: 'Ana Lee',
    address: '1 Main St, Austin TX',
    ...fields,
  });

describe('D1 failing inside a franchise account write', () => {
  it('adds no login without its profile, and keeps no picture', async () => {
    const admin = await adminCookie();
    const before = await storedState('users', 'franchise_profiles');
    const d1 = failingAt(/^insert into "franchise_profiles"/);
    const res = await call('/admin/action/franchise/add', { method: 'POST', body: franchiseForm({ image: picture() }), cookie: admin, env: { DB: d1.db } });
    await expectServerError(res);
    expect(d1.failures()).toBe(1);
    expect(await storedState('users', 'franchise_profiles')).toEqual(before);
    // Nothing half made blocks the retry: the same form then adds the account.
    expect((await call('/admin/action/franchise/add', { method: 'POST', body: franchiseForm(), cookie: admin })).status).toBe(201);
  });

  it('changes neither the email nor the profile when the profile update fails', async () => {
    const admin = await adminCookie();
    const shop = await franchiseLogin();
    const before = await storedState('users', 'franchise_profiles');
    const d1 = failingAt(/^update "franchise_profiles"/);
    const body = { email: 'moved@example.com', franchise: { name: 'Renamed', phone: '+1 (555) 010-0300', owner_name: 'Bo Li', address: '2 Main St' }, version: 1 };
    const res = await call(`/admin/action/franchise/${shop.id}`, { method: 'PUT', body, cookie: admin, env: { DB: d1.db } });
    await expectServerError(res);
    expect(d1.failures()).toBe(1);
    expect(await storedState('users', 'franchise_profiles')).toEqual(before);
    expect(await login(shop.email)).toMatch(/^token=/);
  });

  it('removes nothing of a franchise when deleting its login fails: it stays signed in, its chat stays', async () => {
    const admin = await adminCookie();
    const shop = await franchiseLogin();
    // The shop's chat with head office, made when the shop first opens it.
    expect((await call('/conversation', { cookie: shop.cookie })).status).toBe(200);
    const tables = ['users', 'franchise_profiles', 'sessions', 'session_ends', 'conversations', 'conversation_members'];
    const before = await storedState(...tables);
    const d1 = failingAt(/^delete from "users"/);
    await expectServerError(await call(`/admin/action/franchise/${shop.id}`, { method: 'DELETE', cookie: admin, env: { DB: d1.db } }));
    expect(d1.failures()).toBe(1);
    expect(await storedState(...tables)).toEqual(before);
    expect((await call('/franchise/locations', { cookie: shop.cookie })).status).toBe(200);
  });
});

describe('D1 failing inside a store write', () => {
  const storeTables = ['locations', 'location_timings', 'location_special_hours'];

  it('adds no store without its week and special hours, and keeps no picture', async () => {
    const admin = await adminCookie();
    const before = await storedState(...storeTables);
    const d1 = failingAt(/^insert into "location_special_hours"/);
    const specialHours = JSON.stringify([{ date: '2099-11-26', openTime: null, closingTime: null, label: 'Thanksgiving' }]);
    const res = await call('/admin/location/add', { method: 'POST', body: storeForm({ image: picture(), specialHours }), cookie: admin, env: { DB: d1.db } });
    await expectServerError(res);
    expect(d1.failures()).toBe(1);
    expect(await storedState(...storeTables)).toEqual(before);
  });

  it('keeps the store, its week, its versions and its old picture when head office’s edit fails at the week', async () => {
    const admin = await adminCookie();
    const store = await addStore(admin);
    const before = await storedState(...storeTables);
    const d1 = failingAt(/^insert into "location_timings"/);
    const edit = storeForm({ name: 'Boba Round Rock North', timings: JSON.stringify(week('07:00')), isImageUpdated: 'true', image: picture(), version: '1', hoursVersion: '1' });
    await expectServerError(await call(`/admin/location/${store._id}`, { method: 'PUT', body: edit, cookie: admin, env: { DB: d1.db } }));
    expect(d1.failures()).toBe(1);
    expect(await storedState(...storeTables)).toEqual(before);
  });

  it('keeps the owner’s old week and its version when saving the hours fails', async () => {
    const admin = await adminCookie();
    const owner = await franchiseLogin();
    const store = await addStore(admin, owner.id);
    const before = await storedState(...storeTables);
    const d1 = failingAt(/^insert into "location_timings"/);
    const body = { timings: week('07:00'), specialHours: [], hoursVersion: 1 };
    await expectServerError(await call(`/franchise/location/${store._id}/hours`, { method: 'PUT', body, cookie: owner.cookie, env: { DB: d1.db } }));
    expect(d1.failures()).toBe(1);
    expect(await storedState(...storeTables)).toEqual(before);
    // The version the tablet holds is still the store's: its retry is not refused as stale.
    expect((await call(`/franchise/location/${store._id}/hours`, { method: 'PUT', body, cookie: owner.cookie })).status).toBe(200);
  });
});

describe('D1 failing inside a drink write', () => {
  it('keeps a drink’s facts, their toppings and their version when the topping links fail', async () => {
    const admin = await adminCookie();
    const [pearls, jelly] = [await addTopping(admin, { name: 'Pearls' }), await addTopping(admin, { name: 'Grass Jelly' })];
    const drink = await addDrink(admin, (await addSeries(admin))._id);
    expect((await saveFacts(admin, drink._id, milkTeaFacts([pearls._id]))).status).toBe(200);
    const before = await storedState('drinks', 'drink_toppings');
    const d1 = failingAt(/^insert into "drink_toppings"/);
    const body = { facts: { ...milkTeaFacts([jelly._id]), sugarLevels: [100, 50] }, version: 2 };
    await expectServerError(await call(`/user/menu/drink/${drink._id}/facts`, { method: 'PUT', body, cookie: admin, env: { DB: d1.db } }));
    expect(d1.failures()).toBe(1);
    expect(await storedState('drinks', 'drink_toppings')).toEqual(before);
  });

  it('keeps the drink and its old picture, and no new one, when the update fails', async () => {
    const admin = await adminCookie();
    const drink = await addDrink(admin, (await addSeries(admin))._id);
    const before = await storedState('drinks');
    const d1 = failingAt(/^update "drinks"/);
    const edit = formOf({ name: 'Renamed', description: 'New.', version: '1', image: picture() });
    await expectServerError(await call(`/user/menu/drink/${drink._id}`, { method: 'PUT', body: edit, cookie: admin, env: { DB: d1.db } }));
    expect(d1.failures()).toBe(1);
    expect(await storedState('drinks')).toEqual(before);
  });
});
