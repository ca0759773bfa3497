import { env } from 'cloudflare:test';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Series } from '../../contract/menu';
import { drinks, reviews, series } from '../../db/schema';
import { PICTURE_MAX_BYTES } from '../../contract/limits';
import { adminCookie, type Failure, formOf, franchiseLogin, htmlFile, keyOf, mediaKeys, picture, svgFile } from '../../../test/admin-fixtures';
import { badInput, call, db } from '../../../test/helpers';
import { addDrink, addSeries, ownMenu } from '../../../test/menu-fixtures';

type Saved = { success: true; message: string; series: Series };
const post = (cookie: string, fields: Record<string, string | File | undefined>) => call('/user/menu/series', { method: 'POST', body: formOf(fields), cookie });
const put = (cookie: string, id: string, fields: Record<string, string | File | undefined>) => call(`/user/menu/series/${id}`, { method: 'PUT', body: formOf(fields), cookie });

describe('POST /user/menu/series', () => {
  it('adds a series with its picture for an admin (public menu) and a franchise (own menu only)', async () => {
    const admin = await adminCookie();
    const res = await post(admin, { name: '  Fruit Tea  ', image: picture() });
    expect(res.status).toBe(201);
    const body = await res.json<Saved>();
    expect(body).toMatchObject({ success: true, message: 'Series Added Successfully', series: { name: 'Fruit Tea', drinks: [] } });
    expect(body.series.imageId).toBe(keyOf(body.series.image));
    expect(await mediaKeys()).toContain(body.series.imageId);
    const pub = await (await call('/user/menu/admin/series')).json<{ menu: { series: Series[] } }>();
    expect(pub.menu.series.map((s) => s._id)).toContain(body.series._id);

    const shop = await franchiseLogin();
    const own = await addSeries(shop.cookie, 'Shop Special');
    const listed = await (await call('/user/menu/series', { cookie: shop.cookie })).json<{ success: true; series: Series[] }>();
    expect(listed).toEqual({ success: true, series: [own] });
    const pubAfter = await (await call('/user/menu/admin/series')).json<{ menu: { series: Series[] } }>();
    expect(pubAfter.menu.series.map((s) => s._id)).not.toContain(own._id);
  });

  it.each([
    ['a missing name', { image: picture() }, 'Please enter a series name.'],
    ['a blank name', { name: '   ', image: picture() }, 'Please enter a series name.'],
    ['a missing picture', { name: 'Tea' }, 'Please choose an image for the series.'],
    ['an empty picture part', { name: 'Tea', image: new File([], '') }, 'Please choose an image for the series.'],
    ['an 81-character name', { name: 'x'.repeat(81), image: picture() }, 'name: Series name must be at most 80 characters.'],
    ['an unknown field', { name: 'Tea', ownerId: 'someone', image: picture() }, 'Unexpected field: ownerId'],
    ['a picture sent as text', { name: 'Tea', image: 'data:image/png;base64,AAAA' }, 'image: Send the picture as a file.'],
  ])('answers 400 to %s and stores nothing', async (_, fields, message) => {
    const admin = await adminCookie();
    const before = await mediaKeys();
    const res = await post(admin, fields);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(badInput(message));
    expect(await mediaKeys()).toEqual(before);
  });

  it('refuses HTML or SVG as a picture (415), an oversized one (413) and a JSON body (415)', async () => {
    const admin = await adminCookie();
    const before = await mediaKeys();
    for (const image of [htmlFile(), svgFile()]) expect((await post(admin, { name: 'Tea', image })).status).toBe(415);
    const big = await post(admin, { name: 'Tea', image: picture(PICTURE_MAX_BYTES + 1) });
    expect(big.status).toBe(413);
    expect((await call('/user/menu/series', { method: 'POST', body: { name: 'Tea' }, cookie: admin })).status).toBe(415);
    expect(await mediaKeys()).toEqual(before);
  });
});

describe('PUT /user/menu/series/:id', () => {
  it('renames and keeps the picture when none is chosen', async () => {
    const admin = await adminCookie();
    const s = await addSeries(admin);
    const res = await put(admin, s._id, { name: 'Royal Milk Tea', imageId: s.imageId!, imageChanged: 'false' });
    expect(res.status).toBe(200);
    expect(await res.json<Saved>()).toEqual({ success: true, message: 'Series Updated Successfully', series: { ...s, name: 'Royal Milk Tea', version: 2 } });
  });

  it('replaces the picture and deletes the old object, with or without the imageChanged flag', async () => {
    const shop = await franchiseLogin();
    const s = await addSeries(shop.cookie);
    const first = (await (await put(shop.cookie, s._id, { name: 'New', imageChanged: 'true', image: picture(128) })).json<Saved>()).series;
    const second = (await (await put(shop.cookie, s._id, { name: 'Newer', image: picture(256) })).json<Saved>()).series;
    const keys = await mediaKeys();
    expect(keys).not.toContain(s.imageId);
    expect(keys).not.toContain(first.imageId);
    expect(keys).toContain(second.imageId);
    expect((await env.MEDIA.head(second.imageId!))?.size).toBe(256);
  });

  it('asks for a picture when imageChanged is true without one, and for a name', async () => {
    const admin = await adminCookie();
    const s = await addSeries(admin);
    expect(await (await put(admin, s._id, { name: 'X', imageChanged: 'true' })).json<Failure>()).toMatchObject({ message: 'Please choose an image for the series.' });
    expect(await (await put(admin, s._id, { name: '' })).json<Failure>()).toMatchObject({ message: 'Please enter a series name.' });
    expect((await put(admin, s._id, { name: 'X', imageChanged: 'yes' })).status).toBe(400);
    expect((await ownMenu(admin)).find((m) => m._id === s._id)?.name).toBe('Milk Tea');
  });

  it('answers 404 for an unknown id, storing nothing', async () => {
    const admin = await adminCookie();
    const before = await mediaKeys();
    const res = await put(admin, 'no-such-series', { name: 'X', image: picture() });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'Series not found.' });
    expect(await mediaKeys()).toEqual(before);
  });
});

describe('signature series (head office only)', () => {
  const publicSeries = async () => (await (await call('/user/menu/admin/series')).json<{ menu: { series: Series[] } }>()).menu.series;

  it('lets an admin mark a series as signature on create and switch it on update; the public menu carries it', async () => {
    const admin = await adminCookie();
    const plain = await addSeries(admin, 'Seasonal');
    expect(plain.signature).toBe(false);
    const res = await post(admin, { name: 'Stormy', signature: 'true', image: picture() });
    expect(res.status).toBe(201);
    const marked = (await res.json<Saved>()).series;
    expect(marked.signature).toBe(true);

    const off = await put(admin, marked._id, { name: 'Stormy', signature: 'false' });
    expect(await off.json<Saved>()).toMatchObject({ success: true, series: { _id: marked._id, signature: false } });
    const on = await put(admin, plain._id, { name: 'Seasonal', signature: 'true' });
    expect(await on.json<Saved>()).toMatchObject({ success: true, series: { _id: plain._id, signature: true } });
    // A rename without the switch leaves it as it is.
    const renamed = await put(admin, plain._id, { name: 'Seasonal Specials' });
    expect(await renamed.json<Saved>()).toMatchObject({ series: { name: 'Seasonal Specials', signature: true } });

    const listed = await publicSeries();
    expect(listed.find((s) => s._id === plain._id)?.signature).toBe(true);
    expect(listed.find((s) => s._id === marked._id)?.signature).toBe(false);
  });

  it('answers 403 to a franchise that sends the switch, changing and storing nothing', async () => {
    const shop = await franchiseLogin();
    const before = await mediaKeys();
    const created = await post(shop.cookie, { name: 'Shop Special', signature: 'true', image: picture() });
    expect(created.status).toBe(403);
    expect(await created.json()).toEqual({ success: false, message: 'Only head office marks signature series.' });
    expect(await mediaKeys()).toEqual(before);
    expect(await ownMenu(shop.cookie)).toEqual([]);

    const own = await addSeries(shop.cookie, 'Shop Special');
    expect(own.signature).toBe(false);
    for (const signature of ['true', 'false']) {
      const res = await put(shop.cookie, own._id, { name: 'Renamed', signature });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ success: false, message: 'Only head office marks signature series.' });
    }
    expect(await ownMenu(shop.cookie)).toEqual([own]);
  });

  it('answers 401 without a login', async () => {
    const res = await call('/user/menu/series', { method: 'POST', body: formOf({ name: 'Tea', signature: 'true', image: picture() }) });
    expect(res.status).toBe(401);
  });

  it.each([['yes'], ['1'], ['TRUE'], ['']])('answers 400 to signature %j and changes nothing', async (signature) => {
    const admin = await adminCookie();
    const before = await mediaKeys();
    const created = await post(admin, { name: 'Tea', signature, image: picture() });
    expect(created.status).toBe(400);
    expect(await created.json()).toEqual(badInput("signature: Signature must be 'true' or 'false'."));
    expect(await mediaKeys()).toEqual(before);

    const s = await addSeries(admin, 'Kept');
    const updated = await put(admin, s._id, { name: 'Changed', signature });
    expect(updated.status).toBe(400);
    expect((await ownMenu(admin)).find((m) => m._id === s._id)).toEqual(s);
  });
});

describe('DELETE /user/menu/series/:id', () => {
  it('removes the series, its drinks, their reviews and every picture', async () => {
    const shop = await franchiseLogin();
    const s = await addSeries(shop.cookie);
    const d1 = await addDrink(shop.cookie, s._id, 'One');
    const d2 = await addDrink(shop.cookie, s._id, 'Two');
    const other = await addSeries(shop.cookie, 'Kept');
    await db().insert(reviews).values({ drinkId: d1._id, name: 'Ana', rating: 5 });
    const res = await call(`/user/menu/series/${s._id}`, { method: 'DELETE', cookie: shop.cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Series Deleted Successfully' });

    expect(await db().$count(series, eq(series.id, s._id))).toBe(0);
    expect(await db().$count(drinks, eq(drinks.seriesId, s._id))).toBe(0);
    expect(await db().$count(reviews, eq(reviews.drinkId, d1._id))).toBe(0);
    const keys = await mediaKeys();
    for (const url of [s.image, d1.image, d2.image]) expect(keys).not.toContain(keyOf(url));
    expect(keys).toContain(other.imageId);
    expect((await ownMenu(shop.cookie)).map((m) => m._id)).toEqual([other._id]);
    expect((await call(`/user/menu/series/${s._id}`, { method: 'DELETE', cookie: shop.cookie })).status).toBe(404);
  });
});
