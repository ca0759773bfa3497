/**
 * A store edited from two places (issue #51): head office's form names the
 * store's version and its hours' version, the owner's hours form the hours'
 * version; a stale edit answers 409 with the store as it is now and changes
 * nothing, its week included.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { weekdays, type Location } from '../../contract/locations';
import type { EditConflict } from '../../contract/row-version';
import { franchiseProfiles, locationTimings } from '../../db/schema';
import { adminCookie, formOf, franchiseLogin, mediaKeys, picture } from '../../../test/admin-fixtures';
import { call, db } from '../../../test/helpers';

type Stale = { success: false; message: string; conflict: EditConflict<Location> };
const week = (open: string) => weekdays.map((day) => ({ day, openTime: open, closingTime: '21:00' }));
const storeForm = (fields: Record<string, string | File>) =>
  formOf({ name: 'Boba Round Rock', address: '1 Main St, Round Rock TX', email: 'rr@example.com', thirdPartyLink: '', timings: JSON.stringify(week('10:00')), ...fields });

async function addStore(admin: string, franchiseId = '') {
  const res = await call('/admin/location/add', { method: 'POST', body: storeForm({ image: picture(), franchiseId }), cookie: admin });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<{ location: Location }>()).location;
}
const editStore = (admin: string, id: string, fields: Record<string, string | File>) => call(`/admin/location/${id}`, { method: 'PUT', body: storeForm(fields), cookie: admin });
const editHours = (cookie: string, id: string, body: unknown) => call(`/franchise/location/${id}/hours`, { method: 'PUT', body, cookie });
const storedWeek = async (id: string) => (await db().select().from(locationTimings).where(eq(locationTimings.locationId, id))).map((t) => t.openTime);

describe('a store edited by head office on two devices', () => {
  it('gives staff the versions and refuses a stale edit with 409, keeping the newer one and its week', async () => {
    const admin = await adminCookie();
    const store = await addStore(admin);
    expect(store).toMatchObject({ version: 1, hoursVersion: 1 });
    const publicCopy = (await (await call('/user/locations')).json<{ locations: Location[] }>()).locations.find((l) => l._id === store._id);
    expect(publicCopy).not.toHaveProperty('version');

    const first = await editStore(admin, store._id, { name: 'Boba Round Rock North', version: '1', hoursVersion: '1', timings: JSON.stringify(week('09:00')) });
    expect(first.status).toBe(200);
    expect((await first.json<{ location: Location }>()).location).toMatchObject({ version: 2, hoursVersion: 2 });

    const keys = await mediaKeys();
    const stale = await editStore(admin, store._id, {
      name: 'Boba RR',
      version: '1',
      hoursVersion: '1',
      timings: JSON.stringify(week('08:00')),
      isImageUpdated: 'true',
      image: picture(),
    });
    expect(stale.status).toBe(409);
    const body = await stale.json<Stale>();
    expect(body.conflict.current).toMatchObject({ name: 'Boba Round Rock North', version: 2 });
    expect(body.conflict.changedBy).toBe('Head office');
    expect(await storedWeek(store._id)).toEqual(Array(7).fill('09:00'));
    expect(await mediaKeys()).toEqual(keys);
  });
});

describe('a store’s hours changed by its owner while head office edits the store', () => {
  it('refuses head office’s form made before the owner’s hours, naming the owner', async () => {
    const admin = await adminCookie();
    const owner = await franchiseLogin();
    await db().update(franchiseProfiles).set({ name: 'Lone Star Boba Co.' }).where(eq(franchiseProfiles.userId, owner.id));
    const store = await addStore(admin, owner.id);
    expect((await editHours(owner.cookie, store._id, { timings: week('07:00'), specialHours: [], hoursVersion: 1 })).status).toBe(200);

    const res = await editStore(admin, store._id, { name: 'Renamed', franchiseId: owner.id, version: '1', hoursVersion: '1' });
    expect(res.status).toBe(409);
    const body = await res.json<Stale>();
    expect(body.conflict.changedBy).toBe('Lone Star Boba Co.');
    expect(body.conflict.current).toMatchObject({ name: 'Boba Round Rock', hoursVersion: 2 });
    expect(await storedWeek(store._id)).toEqual(Array(7).fill('07:00'));
  });

  it('refuses the owner’s stale hours from a second tablet and keeps the first tablet’s', async () => {
    const admin = await adminCookie();
    const owner = await franchiseLogin();
    const store = await addStore(admin, owner.id);
    expect((await editHours(owner.cookie, store._id, { timings: week('07:00'), specialHours: [], hoursVersion: 1 })).status).toBe(200);
    const stale = await editHours(owner.cookie, store._id, { timings: week('11:00'), specialHours: [], hoursVersion: 1 });
    expect(stale.status).toBe(409);
    expect((await stale.json<Stale>()).conflict.current.timings.map((t) => t.openTime)).toEqual(Array(7).fill('07:00'));
    expect(await storedWeek(store._id)).toEqual(Array(7).fill('07:00'));
  });

  it('answers 404 for a store another owner runs, at any version, and 400 to a bad version', async () => {
    const admin = await adminCookie();
    const owner = await franchiseLogin();
    const other = await franchiseLogin();
    const store = await addStore(admin, owner.id);
    expect((await editHours(other.cookie, store._id, { timings: week('07:00'), specialHours: [], hoursVersion: 1 })).status).toBe(404);
    const bad = await editHours(owner.cookie, store._id, { timings: week('07:00'), specialHours: [], hoursVersion: 'latest' });
    expect(bad.status).toBe(400);
    expect(await storedWeek(store._id)).toEqual(Array(7).fill('10:00'));
  });
});

describe('a topping edited on two devices', () => {
  it('lists toppings with their versions and refuses a stale edit with 409', async () => {
    const admin = await adminCookie();
    const name = `Grass Jelly ${crypto.randomUUID().slice(0, 6)}`;
    const form = (fields: Record<string, string | File>) => formOf({ name, calories: '90', sugarG: '10', caffeineMg: '0', allergens: '', vegan: 'true', ...fields });
    const added = await call('/admin/toppings', { method: 'POST', body: form({ image: picture() }), cookie: admin });
    const { topping } = await added.json<{ topping: { _id: string; version: number } }>();
    expect(topping.version).toBe(1);
    const listed = (await (await call('/toppings')).json<{ toppings: { _id: string; version?: number }[] }>()).toppings.find((t) => t._id === topping._id);
    expect(listed?.version).toBe(1);
    expect((await call(`/admin/toppings/${topping._id}`, { method: 'PUT', body: form({ calories: '95', version: '1' }), cookie: admin })).status).toBe(200);
    const stale = await call(`/admin/toppings/${topping._id}`, { method: 'PUT', body: form({ calories: '80', version: '1' }), cookie: admin });
    expect(stale.status).toBe(409);
    expect((await stale.json<{ conflict: EditConflict<{ calories: number }> }>()).conflict.current.calories).toBe(95);
  });
});
