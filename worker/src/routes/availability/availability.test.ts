import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SoldOutAcrossStores, StoreAvailability, StoreAvailabilityAdmin } from '../../contract/availability';
import { nextOpening } from '../../contract/store-opening';
import { availabilityChanges, locations, locationTimings, storeAvailability, toppings } from '../../db/schema';
import { adminCookie, franchiseLogin } from '../../../test/admin-fixtures';
import { call, createSeriesWithDrink, createUser, db } from '../../../test/helpers';
import { partyInbox, WITH_PARTY } from '../../../test/party-inbox';

type Changed = { success: true; applied: boolean; message: string; availability: StoreAvailability };

/** A store open 10:00–21:00 every day in `timeZone`, run by `franchiseId`. */
async function addStore(franchiseId: string | null, timeZone = 'America/Chicago', hours: [string, string] = ['10:00', '21:00']) {
  const id = crypto.randomUUID();
  await db()
    .insert(locations)
    .values({ id, name: `Store ${id.slice(0, 6)}`, slug: id, address: '1 Main St', email: 's@example.com', thirdPartyLink: '', timeZone, franchiseId });
  await db()
    .insert(locationTimings)
    .values(Array.from({ length: 7 }, (_, day) => ({ locationId: id, day, openTime: hours[0], closingTime: hours[1] })));
  return id;
}

async function brandDrink() {
  const admin = await createUser('admin', `brand-${crypto.randomUUID().slice(0, 8)}@example.com`);
  return (await createSeriesWithDrink(admin.id, `Taro ${crypto.randomUUID().slice(0, 6)}`)).drink;
}

async function addTopping(name = `Pearls ${crypto.randomUUID().slice(0, 6)}`) {
  const [t] = await db().insert(toppings).values({ id: crypto.randomUUID(), name, calories: 100, sugarG: 10, caffeineMg: 0 }).returning();
  return t;
}

const flip = (cookie: string, storeId: string, body: Record<string, unknown>, env?: Partial<Env>) =>
  call(`/franchise/availability/${storeId}`, { method: 'PUT', cookie, body, env });
const publicState = async (storeId: string) => (await (await call(`/availability/${storeId}`)).json<{ availability: StoreAvailability }>()).availability;
const rowsOf = (storeId: string) => db().select().from(storeAvailability).where(eq(storeAvailability.locationId, storeId));

describe('a store’s sold-out switch', () => {
  it('marks a drink sold out until the store’s next opening, shown to visitors and recorded with who did it', async () => {
    const owner = await franchiseLogin();
    const store = await addStore(owner.id, 'America/Los_Angeles');
    const taro = await brandDrink();
    const before = Date.now();
    const res = await flip(owner.cookie, store, { itemType: 'drink', itemId: taro.id, soldOut: true, changedAt: before });
    expect(res.status).toBe(200);
    const body = await res.json<Changed>();
    expect(body).toMatchObject({ success: true, applied: true, message: 'Marked sold out' });
    const hours = { timeZone: 'America/Los_Angeles', timings: Array.from({ length: 7 }, () => ({ openTime: '10:00', closingTime: '21:00' })) };
    const expected = [nextOpening(hours, before), nextOpening(hours, Date.now())];
    expect(expected).toContain(body.availability.soldOut[0].until);
    const seen = await publicState(store);
    expect(seen.soldOut).toEqual([{ itemType: 'drink', itemId: taro.id, name: taro.name, until: body.availability.soldOut[0].until, since: expect.any(Number) }]);

    const admin = await adminCookie();
    const screen = await (await call(`/franchise/availability/${store}`, { cookie: admin })).json<{ availability: StoreAvailabilityAdmin }>();
    expect(screen.availability.changes[0]).toMatchObject({ itemName: taro.name, fromSoldOut: false, toSoldOut: true, actorName: `${owner.email} shop`, changedAt: before });
    expect(screen.availability.items).toContainEqual({ itemType: 'drink', itemId: taro.id, name: taro.name, group: expect.stringContaining('Taro') });
  });

  it('takes an owner’s own time, and back in stock undoes it at once', async () => {
    const owner = await franchiseLogin();
    const store = await addStore(owner.id);
    const pearls = await addTopping();
    const until = Date.now() + 2 * 3600_000;
    await flip(owner.cookie, store, { itemType: 'topping', itemId: pearls.id, soldOut: true, until, changedAt: Date.now() - 1000 });
    expect((await publicState(store)).soldOut).toMatchObject([{ itemType: 'topping', itemId: pearls.id, until }]);
    const back = await flip(owner.cookie, store, { itemType: 'topping', itemId: pearls.id, soldOut: false, changedAt: Date.now() });
    expect(await back.json<Changed>()).toMatchObject({ applied: true, message: 'Back in stock', availability: { soldOut: [] } });
    expect((await publicState(store)).soldOut).toEqual([]);
    const log = await db().select().from(availabilityChanges).where(eq(availabilityChanges.locationId, store));
    expect(log.map((l) => [l.fromSoldOut, l.toSoldOut]).sort()).toEqual([
      [false, true],
      [true, false],
    ]);
  });

  it('a sold out whose time has passed is in stock again, with no job to end it', async () => {
    const store = await addStore(null);
    const taro = await brandDrink();
    await db()
      .insert(storeAvailability)
      .values({ locationId: store, itemType: 'drink', itemId: taro.id, until: Date.now() - 1, since: Date.now() - 3600_000, changedAt: Date.now() - 3600_000 });
    expect((await publicState(store)).soldOut).toEqual([]);
    const admin = await adminCookie();
    const across = await (await call('/admin/availability', { cookie: admin })).json<{ soldOut: SoldOutAcrossStores[] }>();
    expect(across.soldOut.some((s) => s.locationId === store)).toBe(false);
  });

  it('the later change wins whatever order they arrive in, and a resend changes nothing', async () => {
    const owner = await franchiseLogin();
    const store = await addStore(owner.id);
    const taro = await brandDrink();
    const t = Date.now() - 10_000;
    await flip(owner.cookie, store, { itemType: 'drink', itemId: taro.id, soldOut: false, changedAt: t + 5000 });
    // The other tablet flipped earlier, offline, and arrives late: it loses.
    const late = await flip(owner.cookie, store, { itemType: 'drink', itemId: taro.id, soldOut: true, changedAt: t });
    expect(await late.json<Changed>()).toMatchObject({ applied: false, availability: { soldOut: [] } });
    const later = { itemType: 'drink', itemId: taro.id, soldOut: true, changedAt: t + 9000 };
    expect((await (await flip(owner.cookie, store, later)).json<Changed>()).applied).toBe(true);
    expect((await (await flip(owner.cookie, store, later)).json<Changed>()).applied).toBe(false);
    expect((await publicState(store)).soldOut).toHaveLength(1);
    expect(await db().select().from(availabilityChanges).where(eq(availabilityChanges.locationId, store))).toHaveLength(2);
  });

  it('pushes the store’s list to its room with the notify secret', async () => {
    const owner = await franchiseLogin();
    const store = await addStore(owner.id);
    const taro = await brandDrink();
    const inbox = partyInbox();
    try {
      await flip(owner.cookie, store, { itemType: 'drink', itemId: taro.id, soldOut: true, changedAt: Date.now() }, WITH_PARTY);
    } finally {
      inbox.stop();
    }
    expect(inbox.calls).toHaveLength(1);
    expect(inbox.calls[0]).toMatchObject({
      room: `/parties/availability/${store}`,
      authorization: 'Bearer test-partykit-notify-secret',
      body: { type: 'availability', availability: { locationId: store, soldOut: [{ itemId: taro.id }] } },
    });
  });
});

describe('who may change what', () => {
  it('a franchise cannot touch a store it does not run: 403 and nothing changes', async () => {
    const owner = await franchiseLogin();
    const other = await franchiseLogin();
    const store = await addStore(owner.id);
    const taro = await brandDrink();
    const res = await flip(other.cookie, store, { itemType: 'drink', itemId: taro.id, soldOut: true, changedAt: Date.now() });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ success: false, message: 'You can only change what your own stores have.' });
    expect((await call(`/franchise/availability/${store}`, { cookie: other.cookie })).status).toBe(403);
    expect(await rowsOf(store)).toEqual([]);
  });

  it('head office changes any store; visitors only read', async () => {
    const store = await addStore(null);
    const taro = await brandDrink();
    const change = { itemType: 'drink', itemId: taro.id, soldOut: true, changedAt: Date.now() };
    expect((await call(`/franchise/availability/${store}`, { method: 'PUT', body: change })).status).toBe(401);
    expect((await call(`/franchise/availability/${store}`)).status).toBe(401);
    expect(await rowsOf(store)).toEqual([]);
    expect((await flip(await adminCookie(), store, change)).status).toBe(200);
    expect(await rowsOf(store)).toHaveLength(1);
  });

  it('only head office sees every store’s day', async () => {
    const owner = await franchiseLogin();
    expect((await call('/admin/availability', { cookie: owner.cookie })).status).toBe(403);
    const store = await addStore(owner.id);
    const taro = await brandDrink();
    await flip(owner.cookie, store, { itemType: 'drink', itemId: taro.id, soldOut: true, changedAt: Date.now() });
    const across = await (await call('/admin/availability', { cookie: await adminCookie() })).json<{ soldOut: SoldOutAcrossStores[] }>();
    expect(across.soldOut.find((s) => s.locationId === store)).toMatchObject({ itemName: taro.name, actorName: `${owner.email} shop`, since: expect.any(Number) });
  });
});

describe('bad input changes nothing', () => {
  it.each([
    [{ itemType: 'cup', itemId: 'x', soldOut: true, changedAt: 1 }, 400],
    [{ itemType: 'drink', itemId: '', soldOut: true, changedAt: 1 }, 400],
    [{ itemType: 'drink', itemId: 'x', soldOut: 'yes', changedAt: 1 }, 400],
    [{ itemType: 'drink', itemId: 'x', soldOut: true }, 400],
    [{ itemType: 'drink', itemId: 'x', soldOut: true, changedAt: 1, extra: 1 }, 400],
  ])('%j answers %i', async (body, status) => {
    const owner = await franchiseLogin();
    const store = await addStore(owner.id);
    expect((await flip(owner.cookie, store, body)).status).toBe(status);
    expect(await rowsOf(store)).toEqual([]);
  });

  it('refuses an unknown store, an item the store does not sell, a time past or too far, and a clock far ahead', async () => {
    const owner = await franchiseLogin();
    const store = await addStore(owner.id);
    const taro = await brandDrink();
    const othersDrink = (await createSeriesWithDrink((await franchiseLogin()).id, 'Their Own')).drink;
    const now = Date.now();
    expect((await flip(owner.cookie, 'no-such-store', { itemType: 'drink', itemId: taro.id, soldOut: true, changedAt: now })).status).toBe(404);
    const notSold = await flip(owner.cookie, store, { itemType: 'drink', itemId: othersDrink.id, soldOut: true, changedAt: now });
    expect(notSold.status).toBe(404);
    expect((await notSold.json<{ message: string }>()).message).toBe('That item is not on this store’s menu.');
    expect((await flip(owner.cookie, store, { itemType: 'topping', itemId: 'no-such-topping', soldOut: true, changedAt: now })).status).toBe(404);
    const past = await flip(owner.cookie, store, { itemType: 'drink', itemId: taro.id, soldOut: true, until: now - 60_000, changedAt: now });
    expect(await past.json()).toEqual({ success: false, message: 'Pick a time that is still ahead.' });
    const far = await flip(owner.cookie, store, { itemType: 'drink', itemId: taro.id, soldOut: true, until: now + 8 * 86_400_000, changedAt: now });
    expect(far.status).toBe(400);
    const ahead = await flip(owner.cookie, store, { itemType: 'drink', itemId: taro.id, soldOut: true, changedAt: now + 3600_000 });
    expect(await ahead.json()).toEqual({ success: false, message: 'This device’s clock is ahead; check its date and time.' });
    expect(await rowsOf(store)).toEqual([]);
  });

  it('a franchise’s own drinks count at its own stores', async () => {
    const owner = await franchiseLogin();
    const store = await addStore(owner.id);
    const own = (await createSeriesWithDrink(owner.id, 'House')).drink;
    expect((await flip(owner.cookie, store, { itemType: 'drink', itemId: own.id, soldOut: true, changedAt: Date.now() })).status).toBe(200);
  });

  it('visitors get 404 for an unknown store', async () => {
    expect((await call('/availability/no-such-store')).status).toBe(404);
  });
});
