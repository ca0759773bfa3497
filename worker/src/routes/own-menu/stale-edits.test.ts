/**
 * Two devices editing one drink or series (issue #51): an edit names the
 * version it was made from; a stale one answers 409 with the row as it is now
 * and who changed it when, and changes nothing.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { EditConflict } from '../../contract/row-version';
import type { Drink, Series } from '../../contract/menu';
import { drinks, drinkToppings, franchiseProfiles } from '../../db/schema';
import { adminCookie, formOf, franchiseLogin, mediaKeys, picture } from '../../../test/admin-fixtures';
import { addTopping, milkTeaFacts, saveFacts } from '../../../test/drink-facts-fixtures';
import { call, db } from '../../../test/helpers';
import { addDrink, addSeries } from '../../../test/menu-fixtures';

type Stale<Row> = { success: false; message: string; conflict: EditConflict<Row> };
const putDrink = (cookie: string, id: string, body: unknown) => call(`/user/menu/drink/${id}`, { method: 'PUT', body, cookie });
const putSeries = (cookie: string, id: string, fields: Record<string, string | File>) => call(`/user/menu/series/${id}`, { method: 'PUT', body: formOf(fields), cookie });

describe('a drink edited on two devices', () => {
  it('starts at version 1 and moves on with each edit', async () => {
    const admin = await adminCookie();
    const d = await addDrink(admin, (await addSeries(admin))._id, 'Taro');
    expect(d).toMatchObject({ version: 1, factsVersion: 1 });
    const res = await putDrink(admin, d._id, { name: 'Taro Cloud', version: 1 });
    expect(res.status).toBe(200);
    expect((await res.json<{ drink: Drink }>()).drink).toMatchObject({ name: 'Taro Cloud', version: 2, factsVersion: 1 });
  });

  it('answers a stale edit 409 with the drink as it is now and who changed it, and keeps the newer edit', async () => {
    const shop = await franchiseLogin();
    await db().update(franchiseProfiles).set({ name: 'Lone Star Boba Co.' }).where(eq(franchiseProfiles.userId, shop.id));
    const d = await addDrink(shop.cookie, (await addSeries(shop.cookie))._id, 'Taro');
    const first = await putDrink(shop.cookie, d._id, { name: 'Taro Cloud', description: 'From tablet one.', version: 1 });
    expect(first.status).toBe(200);

    const before = Date.now();
    const second = await putDrink(shop.cookie, d._id, { name: 'Taro Snow', description: 'From tablet two.', version: 1 });
    expect(second.status).toBe(409);
    const body = await second.json<Stale<Drink>>();
    expect(body.message).toBe('This was changed on another device since you opened it.');
    expect(body.conflict.current).toMatchObject({ _id: d._id, name: 'Taro Cloud', description: 'From tablet one.', version: 2 });
    expect(body.conflict.changedBy).toBe('Lone Star Boba Co.');
    expect(body.conflict.changedAt).toBeLessThanOrEqual(before);
    const stored = await db().select().from(drinks).where(eq(drinks.id, d._id)).get();
    expect(stored).toMatchObject({ name: 'Taro Cloud', description: 'From tablet one.', version: 2 });
  });

  it('keeps the other device’s picture when a stale multipart edit carries one, and stores no file', async () => {
    const admin = await adminCookie();
    const d = await addDrink(admin, (await addSeries(admin))._id, 'Matcha');
    expect((await putDrink(admin, d._id, { name: 'Matcha Latte', version: 1 })).status).toBe(200);
    const keys = await mediaKeys();
    const res = await call(`/user/menu/drink/${d._id}`, { method: 'PUT', body: formOf({ name: 'Matcha Snow', version: '1', image: picture() }), cookie: admin });
    expect(res.status).toBe(409);
    expect(await mediaKeys()).toEqual(keys);
  });

  it('applies an edit without a version as before (the original API’s clients)', async () => {
    const admin = await adminCookie();
    const d = await addDrink(admin, (await addSeries(admin))._id, 'Oolong');
    await putDrink(admin, d._id, { name: 'Oolong Two', version: 1 });
    const res = await putDrink(admin, d._id, { name: 'Oolong Three' });
    expect(res.status).toBe(200);
    expect((await res.json<{ drink: Drink }>()).drink).toMatchObject({ name: 'Oolong Three', version: 3 });
  });

  it.each([
    ['a version of 0', 0, 'version must be 1 or more.'],
    ['a fractional version', 1.5, 'version must be a whole number.'],
    ['a version that is not a number', 'two', 'version must be a whole number.'],
  ])('answers 400 to %s and changes nothing', async (_, version, message) => {
    const admin = await adminCookie();
    const d = await addDrink(admin, (await addSeries(admin))._id, 'Jasmine');
    const res = await putDrink(admin, d._id, { name: 'Jasmine Two', version });
    expect(res.status).toBe(400);
    expect((await res.json<{ fields: Record<string, string> }>()).fields.version).toBe(message);
    expect((await db().select().from(drinks).where(eq(drinks.id, d._id)).get())?.name).toBe('Jasmine');
  });

  it('answers 404, not 409, for another owner’s drink at any version', async () => {
    const shop = await franchiseLogin();
    const other = await franchiseLogin();
    const d = await addDrink(shop.cookie, (await addSeries(shop.cookie))._id, 'Lychee');
    expect((await putDrink(other.cookie, d._id, { name: 'Mine', version: 1 })).status).toBe(404);
    expect((await putDrink(other.cookie, d._id, { name: 'Mine', version: 7 })).status).toBe(404);
  });
});

describe('a drink’s facts edited on two devices', () => {
  it('refuses stale facts with 409 and leaves both the facts and their toppings as the newer edit set them', async () => {
    const admin = await adminCookie();
    const pearls = await addTopping(admin, { name: `Pearls ${crypto.randomUUID().slice(0, 6)}` });
    const jelly = await addTopping(admin, { name: `Jelly ${crypto.randomUUID().slice(0, 6)}` });
    const d = await addDrink(admin, (await addSeries(admin))._id, 'Brown Sugar');
    const first = await call(`/user/menu/drink/${d._id}/facts`, { method: 'PUT', body: { facts: milkTeaFacts([pearls._id]), version: 1 }, cookie: admin });
    expect(first.status).toBe(200);
    expect((await first.json<{ drink: Drink }>()).drink).toMatchObject({ factsVersion: 2, version: 1 });

    const stale = await call(`/user/menu/drink/${d._id}/facts`, { method: 'PUT', body: { facts: { ...milkTeaFacts([jelly._id]), served: 'cold' }, version: 1 }, cookie: admin });
    expect(stale.status).toBe(409);
    const body = await stale.json<Stale<Drink>>();
    expect(body.conflict.current.facts).toMatchObject({ served: 'both', toppingIds: [pearls._id] });
    expect(body.conflict.changedBy).toBe('Head office');
    const links = await db().select().from(drinkToppings).where(eq(drinkToppings.drinkId, d._id));
    expect(links.map((l) => l.toppingId)).toEqual([pearls._id]);
  });

  it('lets a text edit and a facts edit made from the same drink both go in', async () => {
    const admin = await adminCookie();
    const d = await addDrink(admin, (await addSeries(admin))._id, 'Thai Tea');
    expect((await putDrink(admin, d._id, { name: 'Thai Tea Cloud', version: 1 })).status).toBe(200);
    expect((await call(`/user/menu/drink/${d._id}/facts`, { method: 'PUT', body: { facts: milkTeaFacts(), version: 1 }, cookie: admin })).status).toBe(200);
    expect((await saveFacts(admin, d._id, null)).status).toBe(200);
  });
});

describe('a series edited on two devices', () => {
  it('answers a stale rename 409 with the series as it is now', async () => {
    const admin = await adminCookie();
    const s = await addSeries(admin, 'Fruit Tea');
    expect(s.version).toBe(1);
    expect((await putSeries(admin, s._id, { name: 'Fruit Teas', version: '1' })).status).toBe(200);
    const res = await putSeries(admin, s._id, { name: 'Fresh Fruit', version: '1' });
    expect(res.status).toBe(409);
    const body = await res.json<Stale<Series>>();
    expect(body.conflict.current).toMatchObject({ _id: s._id, name: 'Fruit Teas', version: 2 });
    expect(body.conflict.changedBy).toBe('Head office');
  });
});
