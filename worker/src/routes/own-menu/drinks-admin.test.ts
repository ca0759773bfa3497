import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Drink } from '../../contract/menu';
import { drinks, pictureVariants, reviews } from '../../db/schema';
import { adminCookie, type Failure, formOf, franchiseLogin, htmlFile, keyOf, mediaKeys, picture } from '../../../test/admin-fixtures';
import { badInput, call, db } from '../../../test/helpers';
import { addDrink, addSeries, ownMenu } from '../../../test/menu-fixtures';

type Saved = { success: true; message: string; drink: Drink };
const post = (cookie: string, fields: Record<string, string | File | undefined>) => call('/user/menu/drink', { method: 'POST', body: formOf(fields), cookie });
const put = (cookie: string, id: string, body: unknown) => call(`/user/menu/drink/${id}`, { method: 'PUT', body, cookie });

describe('POST /user/menu/drink', () => {
  it('adds a drink to an own series and lists it under the series and in /drinks', async () => {
    const shop = await franchiseLogin();
    const s = await addSeries(shop.cookie);
    const res = await post(shop.cookie, { name: ' Taro ', seriesId: s._id, description: 'Purple and nutty.', image: picture() });
    expect(res.status).toBe(201);
    const { drink, message } = await res.json<Saved>();
    expect(message).toBe('Drink Added Successfully');
    expect(drink).toMatchObject({ name: 'Taro', seriesId: s._id, description: 'Purple and nutty.' });
    expect(await mediaKeys()).toContain(keyOf(drink.image));

    const list = await (await call('/user/menu/drinks', { cookie: shop.cookie })).json<{ success: true; drinks: Drink[] }>();
    expect(list).toEqual({ success: true, drinks: [drink] });
    expect((await ownMenu(shop.cookie))[0]?.drinks).toEqual([drink]);
  });

  it("lists each drink with its picture's small variants, so a long list loads thumbnails", async () => {
    const shop = await franchiseLogin();
    const d = await addDrink(shop.cookie, (await addSeries(shop.cookie))._id, 'Variant Tea');
    const key = keyOf(d.image)!;
    await db()
      .insert(pictureVariants)
      .values({ key, width: 960, height: 960, widths: [320, 640] })
      .onConflictDoUpdate({ target: pictureVariants.key, set: { widths: [320, 640] } });
    const { drinks: listed } = await (await call('/user/menu/drinks', { cookie: shop.cookie })).json<{ drinks: Drink[] }>();
    const shown = listed.find((x) => x._id === d._id)!;
    expect(shown.image).toBe(d.image);
    expect(shown.imageSet).toEqual({ width: 960, height: 960, widths: [320, 640] });
  });

  it('makes the description optional', async () => {
    const admin = await adminCookie();
    const s = await addSeries(admin);
    const res = await post(admin, { name: 'Plain', seriesId: s._id, image: picture() });
    expect((await res.json<Saved>()).drink.description).toBe('');
  });

  it.each([
    ['a missing name', { image: picture() }, 'Please enter a drink name.'],
    ['a missing picture', {}, 'Please choose an image for the drink.'],
    ['a missing series', { seriesId: undefined, image: picture() }, 'Please choose a series.'],
    ['a 2001-character description', { description: 'x'.repeat(2001), image: picture() }, 'description: Description must be at most 2000 characters.'],
    ['an unknown field', { price: '5', image: picture() }, 'Unexpected field: price'],
  ])('answers 400 to %s', async (_, fields, message) => {
    const admin = await adminCookie();
    const s = await addSeries(admin);
    const before = await mediaKeys();
    const res = await post(admin, { name: message === 'Please enter a drink name.' ? undefined : 'Taro', seriesId: s._id, ...fields });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(badInput(message));
    expect(await mediaKeys()).toEqual(before);
  });

  it('answers 404 for an unknown series and 415 for a fake picture, storing nothing', async () => {
    const admin = await adminCookie();
    const s = await addSeries(admin);
    const before = await mediaKeys();
    const res = await post(admin, { name: 'Taro', seriesId: 'no-such-series', image: picture() });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ success: false, message: 'Series not found.' });
    expect((await post(admin, { name: 'Taro', seriesId: s._id, image: htmlFile() })).status).toBe(415);
    expect(await mediaKeys()).toEqual(before);
  });
});

describe('one drink of a name per series', () => {
  const taken = (name: string) => ({
    success: false,
    message: `There is already a drink called “${name}” in this series. Please choose another name.`,
    fields: { name: `There is already a drink called “${name}” in this series. Please choose another name.` },
  });

  it('answers 409 naming the field to a second drink of the same name in any case, storing nothing', async () => {
    const shop = await franchiseLogin();
    const s = await addSeries(shop.cookie);
    await addDrink(shop.cookie, s._id, 'Taro Milk Tea');
    const before = await mediaKeys();
    const res = await post(shop.cookie, { name: ' taro MILK tea ', seriesId: s._id, image: picture() });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual(taken('taro MILK tea'));
    expect(await mediaKeys()).toEqual(before);
    expect((await ownMenu(shop.cookie))[0]?.drinks.map((d) => d.name)).toEqual(['Taro Milk Tea']);
  });

  it('lets the same name live in another series, and in another owner’s menu', async () => {
    const shop = await franchiseLogin();
    const [a, b] = [await addSeries(shop.cookie, 'A'), await addSeries(shop.cookie, 'B')];
    await addDrink(shop.cookie, a._id, 'Taro');
    expect((await post(shop.cookie, { name: 'Taro', seriesId: b._id, image: picture() })).status).toBe(201);
    const admin = await adminCookie();
    expect((await post(admin, { name: 'Taro', seriesId: (await addSeries(admin))._id, image: picture() })).status).toBe(201);
  });

  it('refuses renaming or moving a drink onto a name its series has, but keeps its own name on any other edit', async () => {
    const shop = await franchiseLogin();
    const [a, b] = [await addSeries(shop.cookie, 'A'), await addSeries(shop.cookie, 'B')];
    const [taro, mango] = [await addDrink(shop.cookie, a._id, 'Taro'), await addDrink(shop.cookie, a._id, 'Mango')];
    await addDrink(shop.cookie, b._id, 'Mango');

    const renamed = await put(shop.cookie, taro._id, { name: 'MANGO' });
    expect(renamed.status).toBe(409);
    expect(await renamed.json()).toEqual(taken('MANGO'));
    const moved = await put(shop.cookie, mango._id, { name: 'Mango', seriesId: b._id });
    expect(moved.status).toBe(409);
    expect((await put(shop.cookie, taro._id, { name: 'taro', description: 'Recased.' })).status).toBe(200);
    // A refused edit with a new picture stores nothing.
    const before = await mediaKeys();
    expect((await put(shop.cookie, taro._id, formOf({ name: 'Mango', image: picture(300) }))).status).toBe(409);
    expect(await mediaKeys()).toEqual(before);
  });
});

describe('PUT /user/menu/drink/:drinkId', () => {
  it('edits name, description and series with JSON, keeping the picture', async () => {
    const admin = await adminCookie();
    const [a, b] = [await addSeries(admin, 'A'), await addSeries(admin, 'B')];
    const d = await addDrink(admin, a._id);
    const res = await put(admin, d._id, { name: 'Renamed', description: 'New words.', seriesId: b._id });
    expect(res.status).toBe(200);
    expect(await res.json<Saved>()).toEqual({
      success: true,
      message: 'Drink Updated Successfully',
      drink: { ...d, name: 'Renamed', description: 'New words.', seriesId: b._id, version: 2 },
    });
    // Fields left out stay as they were.
    const renamed = await (await put(admin, d._id, { name: 'Only name' })).json<Saved>();
    expect(renamed.drink).toEqual({ ...d, name: 'Only name', description: 'New words.', seriesId: b._id, version: 3 });
  });

  it.each([
    ['an extra field', { name: 'X', image: 'data:xyz' }, 'Unexpected field: image'],
    ['a number as name', { name: 5 }, 'name: Drink name must be text.'],
    ['a blank name', { name: ' ', description: 'x' }, 'Please enter a drink name.'],
    ['an empty series', { name: 'X', seriesId: '' }, 'seriesId: Please choose a series.'],
    ['a list as description', { name: 'X', description: ['a'] }, 'description: Description must be text.'],
    ['no body', undefined, 'Please enter a drink name.'],
  ])('answers 400 to %s', async (_, body, message) => {
    const admin = await adminCookie();
    const d = await addDrink(admin, (await addSeries(admin))._id);
    const res = await put(admin, d._id, body);
    expect(res.status).toBe(400);
    expect(await res.json<Failure>()).toEqual(badInput(message));
  });

  it('answers 400 to malformed JSON and 404 to an unknown drink or series', async () => {
    const admin = await adminCookie();
    const d = await addDrink(admin, (await addSeries(admin))._id);
    expect((await put(admin, d._id, '{"name":')).status).toBe(400);
    expect((await put(admin, 'no-such-drink', { name: 'X' })).status).toBe(404);
    const res = await put(admin, d._id, { name: 'X', seriesId: 'no-such-series' });
    expect(await res.json()).toEqual({ success: false, message: 'Series not found.' });
  });

  it('replaces the picture from a multipart edit and deletes the old object', async () => {
    const shop = await franchiseLogin();
    const d = await addDrink(shop.cookie, (await addSeries(shop.cookie))._id);
    const res = await put(shop.cookie, d._id, formOf({ name: 'Fresh', image: picture(300) }));
    expect(res.status).toBe(200);
    const { drink } = await res.json<Saved>();
    expect(drink).toMatchObject({ name: 'Fresh', description: d.description });
    const keys = await mediaKeys();
    expect(keys).toContain(keyOf(drink.image));
    expect(keys).not.toContain(keyOf(d.image));

    // A multipart edit without a file keeps the picture.
    const kept = await (await put(shop.cookie, d._id, formOf({ name: 'Kept' }))).json<Saved>();
    expect(kept.drink.image).toBe(drink.image);
  });
});

describe('DELETE /user/menu/drink/:drinkId', () => {
  it('removes the drink, its reviews and its picture', async () => {
    const admin = await adminCookie();
    const s = await addSeries(admin);
    const [gone, kept] = [await addDrink(admin, s._id, 'Gone'), await addDrink(admin, s._id, 'Kept')];
    await db().insert(reviews).values({ drinkId: gone._id, name: 'Ana', rating: 4 });
    const res = await call(`/user/menu/drink/${gone._id}`, { method: 'DELETE', cookie: admin });
    expect(await res.json()).toEqual({ success: true, message: 'Drink Deleted Successfully' });
    expect(await db().$count(drinks, eq(drinks.id, gone._id))).toBe(0);
    expect(await db().$count(reviews, eq(reviews.drinkId, gone._id))).toBe(0);
    const keys = await mediaKeys();
    expect(keys).not.toContain(keyOf(gone.image));
    expect(keys).toContain(keyOf(kept.image));
    expect((await call(`/user/menu/drink/${gone._id}`, { method: 'DELETE', cookie: admin })).status).toBe(404);
  });
});
