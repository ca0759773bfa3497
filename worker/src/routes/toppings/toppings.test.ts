import { beforeEach, describe, expect, it } from 'vitest';
import type { Topping } from '../../contract/drink-facts';
import type { Menu } from '../../contract/menu';
import { adminCookie, franchiseLogin, htmlFile, keyOf, mediaKeys, picture } from '../../../test/admin-fixtures';
import { addTopping, milkTeaFacts, saveFacts, toppingForm } from '../../../test/drink-facts-fixtures';
import { badInput, call } from '../../../test/helpers';
import { addDrink, addSeries } from '../../../test/menu-fixtures';
import { dropMenu } from '../../queries/menu-cache';

type Saved = { success: true; message: string; topping: Topping };
const listed = async () => (await (await call('/toppings')).json<{ toppings: Topping[] }>()).toppings;
const menu = async () => (await (await call('/user/menu/admin/series')).json<{ menu: Menu }>()).menu;

describe('head office’s toppings list', () => {
  beforeEach(() => dropMenu());

  it('adds a topping with its picture and facts, shown to everyone and on the menu', async () => {
    const admin = await adminCookie();
    const res = await call('/admin/toppings', {
      method: 'POST',
      cookie: admin,
      body: toppingForm({ name: ' Egg Pudding ', calories: '90', sugarG: '10.04', caffeineMg: '0', allergens: 'milk, egg', vegan: 'false' }),
    });
    expect(res.status).toBe(201);
    const { topping, message } = await res.json<Saved>();
    expect(message).toBe('Topping Added Successfully');
    expect(topping).toEqual({
      _id: 'egg-pudding',
      name: 'Egg Pudding',
      image: expect.stringMatching(/^\/api\/v1\/media\//),
      calories: 90,
      sugarG: 10,
      caffeineMg: 0,
      allergens: ['milk', 'egg'],
      vegan: false,
      version: 1,
    });
    expect(await mediaKeys()).toContain(keyOf(topping.image));
    expect(await listed()).toContainEqual(topping);
    expect((await menu()).toppings.map((t) => t._id)).toContain(topping._id);
  });

  it('answers a replay with the stored topping, not a second one', async () => {
    const admin = await adminCookie();
    const clientId = crypto.randomUUID();
    const first = await call('/admin/toppings', { method: 'POST', cookie: admin, body: toppingForm({ name: 'Aloe Vera', clientId }) });
    expect(first.status).toBe(201);
    const again = await call('/admin/toppings', { method: 'POST', cookie: admin, body: toppingForm({ name: 'Aloe Vera', clientId }) });
    expect(again.status).toBe(200);
    // A second topping whose name makes the same slug gets an id of its own.
    expect((await addTopping(admin, { name: 'Aloe-Vera!' }))._id).toMatch(/^aloe-vera-[0-9a-f]{6}$/);
    expect((await again.json<Saved>()).topping._id).toBe((await first.json<Saved>()).topping._id);
    expect((await listed()).filter((t) => t.name === 'Aloe Vera')).toHaveLength(1);
  });

  it.each([
    ['a missing name', { name: '' }, 'Please enter a topping name.'],
    ['a missing picture', { image: undefined }, 'Please choose a picture for the topping.'],
    ['negative calories', { calories: '-5' }, 'calories: Calories cannot be negative.'],
    ['absurd calories', { calories: '90000' }, 'calories: Calories must be at most 800 Cal.'],
    ['calories that are not a number', { calories: 'lots' }, 'calories: Calories must be a number.'],
    ['missing calories', { calories: '' }, 'calories: Calories is required.'],
    ['fractional calories', { calories: '10.5' }, 'calories: Calories must be a whole number.'],
    ['a name too long', { name: 'x'.repeat(41) }, 'name: Topping name must be at most 40 characters.'],
    ['negative sugar', { sugarG: '-1' }, 'sugarG: Sugar cannot be negative.'],
    ['sugar that is not a number', { sugarG: 'some' }, 'sugarG: Sugar must be a number.'],
    ['missing sugar', { sugarG: undefined }, 'sugarG: Sugar is required.'],
    ['negative caffeine', { caffeineMg: '-3' }, 'caffeineMg: Caffeine cannot be negative.'],
    ['absurd caffeine', { caffeineMg: '900' }, 'caffeineMg: Caffeine must be at most 200 mg.'],
    ['fractional caffeine', { caffeineMg: '2.5' }, 'caffeineMg: Caffeine must be a whole number.'],
    ['absurd sugar', { sugarG: '500' }, 'sugarG: Sugar must be at most 100 g.'],
    ['more sugar than its calories hold', { calories: '10', sugarG: '20' }, 'calories: 20 g of sugar alone is 80 Cal, more than the calories given.'],
    ['an unknown allergen', { allergens: 'milk,gluten' }, 'allergens.1: Allergens are milk, egg, soy, wheat, tree-nuts, peanuts, sesame, coconut.'],
    ['vegan with milk', { allergens: 'milk', vegan: 'true' }, 'vegan: A topping with milk or egg is not vegan.'],
    ['a vegan that is not a yes or no', { vegan: 'maybe' }, "vegan: Vegan must be 'true' or 'false'."],
    ['an unknown field', { price: '1' }, 'Unexpected field: price'],
  ])('answers 400 to %s, storing nothing', async (_, fields, message) => {
    const admin = await adminCookie();
    const before = await mediaKeys();
    const count = (await listed()).length;
    const res = await call('/admin/toppings', { method: 'POST', cookie: admin, body: toppingForm(fields) });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(badInput(message));
    expect(await mediaKeys()).toEqual(before);
    expect(await listed()).toHaveLength(count);
  });

  it('refuses a picture that is not one (415) and a name already on the list, whatever its case (409)', async () => {
    const admin = await adminCookie();
    expect((await call('/admin/toppings', { method: 'POST', cookie: admin, body: toppingForm({ name: 'Grass Jelly', image: htmlFile() }) })).status).toBe(415);
    await addTopping(admin, { name: 'Red Bean' });
    const before = await mediaKeys();
    const res = await call('/admin/toppings', { method: 'POST', cookie: admin, body: toppingForm({ name: 'red bean' }) });
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      success: false,
      message: 'There is already a topping called “red bean”.',
      fields: { name: 'There is already a topping called “red bean”.' },
    });
    expect(await mediaKeys()).toEqual(before);
  });

  it('changes a topping’s facts and picture, deleting the old picture', async () => {
    const admin = await adminCookie();
    const t = await addTopping(admin, { name: 'Popping Boba' });
    const res = await call(`/admin/toppings/${t._id}`, {
      method: 'PUT',
      cookie: admin,
      body: toppingForm({ name: 'Mango Popping Boba', calories: '70', sugarG: '15', image: picture(80, 'boba.png') }),
    });
    expect(res.status).toBe(200);
    const { topping, message } = await res.json<Saved>();
    expect(message).toBe('Topping Updated Successfully');
    expect(topping).toMatchObject({ _id: t._id, name: 'Mango Popping Boba', calories: 70, sugarG: 15 });
    const keys = await mediaKeys();
    expect(keys).toContain(keyOf(topping.image));
    expect(keys).not.toContain(keyOf(t.image));
    // Without a new picture, the picture stays.
    const kept = await call(`/admin/toppings/${t._id}`, {
      method: 'PUT',
      cookie: admin,
      body: toppingForm({ name: 'Mango Popping Boba', calories: '70', sugarG: '15', image: undefined }),
    });
    expect((await kept.json<Saved>()).topping.image).toBe(topping.image);
    expect((await call(`/admin/toppings/${crypto.randomUUID()}`, { method: 'PUT', cookie: admin, body: toppingForm({ image: undefined }) })).status).toBe(404);
    const bad = await call(`/admin/toppings/${t._id}`, { method: 'PUT', cookie: admin, body: toppingForm({ calories: '-1', image: undefined }) });
    expect(bad.status).toBe(400);
    expect((await listed()).find((x) => x._id === t._id)?.calories).toBe(70);
  });

  it('refuses a bad change field by field (400), a picture that is not one (415) and another topping’s name (409), changing nothing', async () => {
    const admin = await adminCookie();
    const t = await addTopping(admin, { name: 'Grass Jelly', calories: '40', sugarG: '8' });
    await addTopping(admin, { name: 'Taro Balls' });
    const put = (fields: Record<string, string | File | undefined>) =>
      call(`/admin/toppings/${t._id}`, { method: 'PUT', cookie: admin, body: toppingForm({ name: 'Grass Jelly', image: undefined, ...fields }) });
    for (const [fields, message] of [
      [{ name: '' }, 'Please enter a topping name.'],
      [{ calories: '801' }, 'calories: Calories must be at most 800 Cal.'],
      [{ sugarG: 'x' }, 'sugarG: Sugar must be a number.'],
      [{ caffeineMg: '-1' }, 'caffeineMg: Caffeine cannot be negative.'],
      [{ allergens: 'shellfish' }, 'allergens.0: Allergens are milk, egg, soy, wheat, tree-nuts, peanuts, sesame, coconut.'],
      [{ allergens: 'egg', vegan: 'true' }, 'vegan: A topping with milk or egg is not vegan.'],
      [{ vegan: 'yes' }, "vegan: Vegan must be 'true' or 'false'."],
      [{ clientId: crypto.randomUUID() }, 'Unexpected field: clientId'],
    ] as const) {
      const res = await put(fields);
      expect(res.status, JSON.stringify(fields)).toBe(400);
      expect(await res.json()).toEqual(badInput(message));
    }
    const keys = await mediaKeys();
    expect((await put({ image: htmlFile() })).status).toBe(415);
    const taken = await put({ name: 'TARO BALLS' });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      success: false,
      message: 'There is already a topping called “TARO BALLS”.',
      fields: { name: 'There is already a topping called “TARO BALLS”.' },
    });
    expect(await mediaKeys()).toEqual(keys);
    expect((await listed()).find((x) => x._id === t._id)).toEqual(t);
    // Its own name, in another case, is no clash.
    expect((await put({ name: 'grass jelly' })).status).toBe(200);
  });

  it('deletes a topping, its picture and its place on every drink', async () => {
    const admin = await adminCookie();
    const pearls = await addTopping(admin, { name: 'Brown Sugar Pearls' });
    const jelly = await addTopping(admin, { name: 'Lychee Jelly' });
    const drink = await addDrink(admin, (await addSeries(admin, 'Milk Tea'))._id, 'Pearl Milk Tea');
    expect((await saveFacts(admin, drink._id, milkTeaFacts([pearls._id, jelly._id]))).status).toBe(200);

    const res = await call(`/admin/toppings/${pearls._id}`, { method: 'DELETE', cookie: admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Topping Deleted Successfully' });
    expect(await mediaKeys()).not.toContain(keyOf(pearls.image));
    const shown = (await menu()).series.flatMap((s) => s.drinks).find((d) => d._id === drink._id);
    expect(shown?.facts?.toppingIds).toEqual([jelly._id]);
    expect((await call(`/admin/toppings/${pearls._id}`, { method: 'DELETE', cookie: admin })).status).toBe(404);
  });

  it('is head office’s to change: 401 for visitors, 403 for franchise owners, nothing changed', async () => {
    const admin = await adminCookie();
    const t = await addTopping(admin, { name: 'Coconut Jelly' });
    const { cookie } = await franchiseLogin();
    for (const who of [undefined, cookie]) {
      const status = who ? 403 : 401;
      expect((await call('/admin/toppings', { method: 'POST', cookie: who, body: toppingForm({ name: 'Sneaky' }) })).status).toBe(status);
      expect((await call(`/admin/toppings/${t._id}`, { method: 'PUT', cookie: who, body: toppingForm({ name: 'Hacked', image: undefined }) })).status).toBe(status);
      expect((await call(`/admin/toppings/${t._id}`, { method: 'DELETE', cookie: who })).status).toBe(status);
    }
    expect((await listed()).find((x) => x._id === t._id)).toEqual(t);
    expect((await listed()).some((x) => x.name === 'Sneaky')).toBe(false);
  });
});
