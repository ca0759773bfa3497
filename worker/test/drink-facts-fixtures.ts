/** Drink facts and toppings set up through the API, as head office's dashboard does it. */
import { expect } from 'vitest';
import type { DrinkFactsInput, Topping } from '../src/contract/drink-facts';
import { formOf, picture } from './admin-fixtures';
import { call } from './helpers';

/** A brown sugar milk tea's facts, sizes Medium and Large. */
export const milkTeaFacts = (toppingIds: string[] = []): DrinkFactsInput => ({
  sizes: [
    { name: 'Medium', ounces: 16, calories: 280, sugarG: 38, addedSugarG: 30, caffeineMg: 60 },
    { name: 'Large', ounces: 24, calories: 420, sugarG: 57, addedSugarG: 45, caffeineMg: 90 },
  ],
  served: 'both',
  sugarLevels: [100, 70, 50, 30, 0],
  iceLevels: ['regular', 'less', 'none'],
  allergens: ['milk'],
  dairyFreeOption: true,
  vegan: false,
  toppingIds,
});

export const toppingForm = (fields: Record<string, string | File | undefined> = {}) =>
  formOf({ name: 'Tapioca Pearls', calories: '150', sugarG: '12', caffeineMg: '0', allergens: '', vegan: 'true', image: picture(), ...fields });

export async function addTopping(admin: string, fields: Record<string, string | File | undefined> = {}): Promise<Topping> {
  const res = await call('/admin/toppings', { method: 'POST', body: toppingForm(fields), cookie: admin });
  expect(res.status, await res.clone().text()).toBe(201);
  return (await res.json<{ topping: Topping }>()).topping;
}

export const saveFacts = (cookie: string | undefined, drinkId: string, facts: unknown) => call(`/user/menu/drink/${drinkId}/facts`, { method: 'PUT', body: { facts }, cookie });
