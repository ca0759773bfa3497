import { describe, expect, it } from 'vitest';
import type { DrinkFacts } from '../../lib/contract';
import { calorieChoices, drinkPasses, readFilters, writeFilters } from './drink-filters';

const facts = (change: Partial<DrinkFacts> = {}): DrinkFacts => ({
  sizes: [
    { name: 'Medium', ounces: 16, calories: 280, sugarG: 38, addedSugarG: 30, caffeineMg: 60 },
    { name: 'Large', ounces: 24, calories: 420, sugarG: 57, addedSugarG: 45, caffeineMg: 90 },
  ],
  served: 'both',
  sugarLevels: [100, 50, 0],
  iceLevels: ['regular', 'less', 'none'],
  allergens: ['milk'],
  dairyFreeOption: true,
  vegan: false,
  toppingIds: [],
  ...change,
});

describe('menu filters', () => {
  it('read and write the URL, keeping other parameters', () => {
    const params = new URLSearchParams('drink=abc&vegan=1&maxCal=250&caffeineFree=0');
    const read = readFilters(params);
    expect(read).toEqual({ flags: ['vegan'], maxCalories: 250 });
    expect(writeFilters(params, { flags: ['caffeineFree', 'nutFree'], maxCalories: null }).toString()).toBe('drink=abc&caffeineFree=1&nutFree=1');
    expect(readFilters(new URLSearchParams('maxCal=lots')).maxCalories).toBeNull();
  });

  it('work together, and never let a drink without facts through', () => {
    expect(drinkPasses(facts(), { flags: ['dairyFree'], maxCalories: 300 })).toBe(true);
    expect(drinkPasses(facts(), { flags: ['dairyFree', 'caffeineFree'], maxCalories: null })).toBe(false);
    expect(drinkPasses(facts(), { flags: [], maxCalories: 250 })).toBe(false);
    expect(drinkPasses(facts({ allergens: ['milk', 'tree-nuts'] }), { flags: ['nutFree'], maxCalories: null })).toBe(false);
    expect(
      drinkPasses(facts({ allergens: [], vegan: true, sizes: [{ name: 'Medium', ounces: 16, calories: 110, sugarG: 26, addedSugarG: 26, caffeineMg: 0 }] }), {
        flags: ['vegan', 'caffeineFree', 'nutFree'],
        maxCalories: 150,
      }),
    ).toBe(true);
    expect(drinkPasses(null, { flags: [], maxCalories: null })).toBe(false);
  });

  it('offer a cap from the address among the usual steps, in order', () => {
    expect(calorieChoices(null)).toEqual([150, 250, 350, 450]);
    expect(calorieChoices(250)).toEqual([150, 250, 350, 450]);
    expect(calorieChoices(300)).toEqual([150, 250, 300, 350, 450]);
    expect(calorieChoices(900)).toEqual([150, 250, 350, 450, 900]);
  });
});
