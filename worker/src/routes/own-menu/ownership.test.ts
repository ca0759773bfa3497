/** Own menus are private: visitors get 401, another owner's ids answer 404 and change nothing. */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drinks, series } from '../../db/schema';
import { adminCookie, formOf, franchiseLogin, keyOf, mediaKeys, picture } from '../../../test/admin-fixtures';
import { call, db } from '../../../test/helpers';
import { addDrink, addSeries, ownMenu } from '../../../test/menu-fixtures';

const someId = crypto.randomUUID();
const ownMenuEndpoints: [method: string, path: string, body?: () => unknown][] = [
  ['GET', '/user/menu/series'],
  ['POST', '/user/menu/series', () => formOf({ name: 'X', image: picture() })],
  ['PUT', `/user/menu/series/${someId}`, () => formOf({ name: 'X' })],
  ['DELETE', `/user/menu/series/${someId}`],
  ['GET', '/user/menu/drinks'],
  ['POST', '/user/menu/drink', () => formOf({ name: 'X', seriesId: someId, image: picture() })],
  ['PUT', `/user/menu/drink/${someId}`, () => ({ name: 'X' })],
  ['DELETE', `/user/menu/drink/${someId}`],
  ['GET', '/user/menu/own'],
];

describe('own menu access', () => {
  it.each(ownMenuEndpoints)('%s %s answers 401 to a visitor', async (method, path, body) => {
    const res = await call(path, { method, body: body?.() });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, message: 'Please log in to continue.' });
  });

  it('keeps franchise B out of franchise A’s series and drinks', async () => {
    const [a, b] = [await franchiseLogin(), await franchiseLogin()];
    const aSeries = await addSeries(a.cookie, 'A Series');
    const aDrink = await addDrink(a.cookie, aSeries._id, 'A Drink');
    const bSeries = await addSeries(b.cookie, 'B Series');
    const bDrink = await addDrink(b.cookie, bSeries._id, 'B Drink');
    const before = await mediaKeys();

    // B's lists hold only B's menu.
    expect((await ownMenu(b.cookie)).map((s) => s._id)).toEqual([bSeries._id]);
    const bSeriesList = await (await call('/user/menu/series', { cookie: b.cookie })).json<{ series: { _id: string }[] }>();
    expect(bSeriesList.series.map((s) => s._id)).toEqual([bSeries._id]);
    const bDrinks = await (await call('/user/menu/drinks', { cookie: b.cookie })).json<{ drinks: { _id: string }[] }>();
    expect(bDrinks.drinks.map((d) => d._id)).toEqual([bDrink._id]);

    const attempts: [string, string, unknown?][] = [
      ['PUT', `/user/menu/series/${aSeries._id}`, formOf({ name: 'Hijacked', imageChanged: 'true', image: picture() })],
      ['DELETE', `/user/menu/series/${aSeries._id}`],
      ['POST', '/user/menu/drink', formOf({ name: 'Intruder', seriesId: aSeries._id, image: picture() })],
      ['PUT', `/user/menu/drink/${aDrink._id}`, { name: 'Hijacked' }],
      ['PUT', `/user/menu/drink/${aDrink._id}`, formOf({ name: 'Hijacked', image: picture() })],
      ['PUT', `/user/menu/drink/${bDrink._id}`, { name: 'Moved', seriesId: aSeries._id }],
      ['DELETE', `/user/menu/drink/${aDrink._id}`],
    ];
    for (const [method, path, body] of attempts) {
      const res = await call(path, { method, body, cookie: b.cookie });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    // A's menu, B's drink and R2 are exactly as before.
    expect(await ownMenu(a.cookie)).toEqual([{ ...aSeries, drinks: [aDrink] }]);
    expect(await db().select().from(drinks).where(eq(drinks.id, bDrink._id)).get()).toMatchObject({ name: 'B Drink', seriesId: bSeries._id });
    expect(await db().$count(drinks, eq(drinks.seriesId, aSeries._id))).toBe(1);
    expect(await mediaKeys()).toEqual(before);
  });

  it('shares the brand menu between admins, but keeps franchises and head office apart', async () => {
    const [hq1, hq2, shop] = [await adminCookie(), await adminCookie(), await franchiseLogin()];
    const brand = await addSeries(hq1, 'Brand');
    const shopSeries = await addSeries(shop.cookie, 'Shop');

    expect((await ownMenu(hq2)).map((s) => s._id)).toContain(brand._id);
    const renamed = await call(`/user/menu/series/${brand._id}`, { method: 'PUT', body: formOf({ name: 'Brand 2' }), cookie: hq2 });
    expect(renamed.status).toBe(200);

    expect((await ownMenu(hq1)).map((s) => s._id)).not.toContain(shopSeries._id);
    expect((await ownMenu(shop.cookie)).map((s) => s._id)).toEqual([shopSeries._id]);
    expect((await call(`/user/menu/series/${shopSeries._id}`, { method: 'DELETE', cookie: hq1 })).status).toBe(404);
    expect((await call(`/user/menu/series/${brand._id}`, { method: 'DELETE', cookie: shop.cookie })).status).toBe(404);
    expect(await db().$count(series, eq(series.id, shopSeries._id))).toBe(1);
    expect(await mediaKeys()).toContain(keyOf(shopSeries.image));
  });
});
