import { beforeEach, describe, expect, it } from 'vitest';
import type { Drink, Menu } from '../../contract/menu';
import { adminCookie, franchiseLogin } from '../../../test/admin-fixtures';
import { addTopping, milkTeaFacts, saveFacts } from '../../../test/drink-facts-fixtures';
import { badInput, call } from '../../../test/helpers';
import { addDrink, addSeries, ownMenu } from '../../../test/menu-fixtures';
import { dropMenu } from '../../queries/menu-cache';

type Saved = { success: true; message: string; drink: Drink };
const publicDrink = async (id: string) => (await (await call('/user/menu/admin/series')).json<{ menu: Menu }>()).menu.series.flatMap((s) => s.drinks).find((d) => d._id === id);

describe('PUT /user/menu/drink/:drinkId/facts', () => {
  beforeEach(() => dropMenu());

  it('keeps head office’s facts of a brand drink, toppings in the form’s order, on the public menu', async () => {
    const admin = await adminCookie();
    const pearls = await addTopping(admin, { name: 'Pearls for facts' });
    const pudding = await addTopping(admin, { name: 'Pudding for facts', allergens: 'milk,egg', vegan: 'false' });
    const drink = await addDrink(admin, (await addSeries(admin, 'Milk Tea'))._id, 'Facts Milk Tea');
    expect(drink.facts).toBeNull();
    expect((await publicDrink(drink._id))?.facts).toBeNull();

    const res = await saveFacts(admin, drink._id, milkTeaFacts([pudding._id, pearls._id]));
    expect(res.status).toBe(200);
    const body = await res.json<Saved>();
    expect(body.message).toBe('Drink Facts Updated Successfully');
    expect(body.drink.facts).toEqual({ ...milkTeaFacts([pudding._id, pearls._id]), sugarLevels: [100, 70, 50, 30, 0] });
    expect((await publicDrink(drink._id))?.facts).toEqual(body.drink.facts);
    const listed = (await (await call('/user/menu/drinks', { cookie: admin })).json<{ drinks: Drink[] }>()).drinks.find((d) => d._id === drink._id);
    expect(listed?.facts).toEqual(body.drink.facts);

    // Renaming the drink keeps its facts.
    const renamed = await call(`/user/menu/drink/${drink._id}`, { method: 'PUT', cookie: admin, body: { name: 'Facts Milk Tea II' } });
    expect((await renamed.json<Saved>()).drink.facts).toEqual(body.drink.facts);

    // null takes them off: 'Nutrition facts coming soon' again.
    expect((await saveFacts(admin, drink._id, null)).status).toBe(200);
    expect((await publicDrink(drink._id))?.facts).toBeNull();
  });

  it('lets a franchise keep the facts of its own drinks, shown on its own menu, and no one else’s', async () => {
    const admin = await adminCookie();
    const pearls = await addTopping(admin, { name: 'Pearls for shops' });
    const shop = await franchiseLogin();
    const other = await franchiseLogin();
    const drink = await addDrink(shop.cookie, (await addSeries(shop.cookie, 'Shop Teas'))._id, 'Shop Milk Tea');
    const brand = await addDrink(admin, (await addSeries(admin, 'Brand Teas'))._id, 'Brand Milk Tea');

    const res = await saveFacts(shop.cookie, drink._id, milkTeaFacts([pearls._id]));
    expect(res.status).toBe(200);
    expect((await ownMenu(shop.cookie))[0]?.drinks[0]?.facts?.toppingIds).toEqual([pearls._id]);

    expect((await saveFacts(other.cookie, drink._id, milkTeaFacts())).status).toBe(404);
    expect((await saveFacts(shop.cookie, brand._id, milkTeaFacts())).status).toBe(404);
    expect((await saveFacts(undefined, drink._id, milkTeaFacts())).status).toBe(401);
    expect((await saveFacts(shop.cookie, crypto.randomUUID(), milkTeaFacts())).status).toBe(404);
    expect((await publicDrink(brand._id))?.facts).toBeNull();
  });

  const size = milkTeaFacts().sizes[0];
  it.each([
    ['no sizes', { sizes: [] }, 'sizes: Add at least one size.'],
    ['five sizes', { sizes: ['S', 'M', 'L', 'XL', 'XXL'].map((name) => ({ ...size, name })) }, 'sizes: At most 4 sizes.'],
    ['negative calories', { sizes: [{ ...size, calories: -10 }] }, 'sizes.0.calories: Calories cannot be negative.'],
    ['absurd calories', { sizes: [{ ...size, calories: 25000 }] }, 'sizes.0.calories: Calories must be at most 2,000 Cal.'],
    ['calories as text', { sizes: [{ ...size, calories: '280' }] }, 'sizes.0.calories: Calories must be a number.'],
    ['absurd sugar', { sizes: [{ ...size, sugarG: 900 }] }, 'sizes.0.sugarG: Sugar must be at most 250 g.'],
    ['more added sugar than sugar', { sizes: [{ ...size, addedSugarG: 50 }] }, 'sizes.0.addedSugarG: Added sugar cannot be more than the total sugar.'],
    ['absurd caffeine', { sizes: [{ ...size, caffeineMg: 1200 }] }, 'sizes.0.caffeineMg: Caffeine must be at most 500 mg.'],
    ['a thimble', { sizes: [{ ...size, ounces: 1 }] }, 'sizes.0.ounces: Ounces must be at least 4 oz.'],
    ['a blank size name', { sizes: [{ ...size, name: ' ' }] }, 'sizes.0.name: Size name is required.'],
    ['served warm', { served: 'warm' }, 'served: Choose cold, hot or both.'],
    ['no standard sugar level', { sugarLevels: [50, 0] }, 'sugarLevels: Sugar levels must include 100 % (the standard recipe).'],
    ['a sugar level over 100', { sugarLevels: [100, 150] }, 'sugarLevels.1: Too big: expected number to be <=100'],
    ['ice on a hot-only drink', { served: 'hot' }, 'iceLevels: A drink served hot only has no ice levels.'],
    ['an unknown ice level', { iceLevels: ['regular', 'extra'] }, 'iceLevels.1: Ice levels are regular, less or none.'],
    ['an unknown allergen', { allergens: ['shellfish'] }, 'allergens.0: Allergens are milk, egg, soy, wheat, tree-nuts, peanuts, sesame, coconut.'],
    ['a vegan drink with milk', { vegan: true }, 'vegan: A drink with milk or egg is not vegan.'],
    ['a dairy-free option that is not yes or no', { dairyFreeOption: 'yes' }, 'dairyFreeOption: Dairy-free option must be true or false.'],
    ['an unknown field', { price: 5 }, 'Unexpected field: price'],
  ])('answers 400 to %s, keeping the facts it had', async (_, change, message) => {
    const admin = await adminCookie();
    const drink = await addDrink(admin, (await addSeries(admin, 'Checked Teas'))._id, 'Checked Tea');
    expect((await saveFacts(admin, drink._id, milkTeaFacts())).status).toBe(200);
    const res = await saveFacts(admin, drink._id, { ...milkTeaFacts(), ...change });
    expect(res.status).toBe(400);
    const answer = await res.json<{ message: string; fields?: Record<string, string> }>();
    // The form's field is the list or value the path names (sizes, not sizes.0.calories).
    const [, path, reason] = /^([\w.]+): (.+)$/.exec(message) ?? [];
    if (path) {
      expect(answer.message).toBe(`facts.${message}`);
      expect(answer.fields).toEqual({ [path.split('.')[0]]: reason });
    } else expect(answer.message).toBe(message);
    expect((await publicDrink(drink._id))?.facts?.sizes).toEqual(milkTeaFacts().sizes);
  });

  it('answers 400 to a body without facts', async () => {
    const admin = await adminCookie();
    const drink = await addDrink(admin, (await addSeries(admin, 'Bare Teas'))._id, 'Bare Tea');
    const res = await call(`/user/menu/drink/${drink._id}/facts`, { method: 'PUT', cookie: admin, body: {} });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(badInput('facts: Send the drink’s facts, or null to take them off.'));
  });

  it('answers 400 under the toppings field to a topping not on head office’s list', async () => {
    const admin = await adminCookie();
    const drink = await addDrink(admin, (await addSeries(admin, 'Topped Teas'))._id, 'Topped Tea');
    const res = await saveFacts(admin, drink._id, milkTeaFacts([crypto.randomUUID()]));
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(badInput('toppingIds: Choose toppings from the toppings list.'));
    expect((await publicDrink(drink._id))?.facts).toBeNull();
  });
});
