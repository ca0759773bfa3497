import { describe, expect, it } from 'vitest';
import { buildFacts, calorieRange, defaultBuild, drinkMarks, formatCalories, liquidFactor, normalizeBuild, roundCalories, roundSugar } from './drink-build';
import { drinkFacts, type DrinkFacts, type Topping } from './drink-facts';
import { milkTeaFacts } from '../../test/drink-facts-fixtures';

/** A brown sugar milk tea: Medium 16 oz and Large 24 oz, iced or hot, as the forms would store it. */
const milkTea: DrinkFacts = drinkFacts.parse(milkTeaFacts(['pearls', 'pudding', 'coffee-jelly']));

const topping = (t: Partial<Topping> & { _id: string }): Topping => ({ name: t._id, image: null, calories: 0, sugarG: 0, caffeineMg: 0, allergens: [], vegan: true, ...t });
const toppings: Topping[] = [
  topping({ _id: 'pearls', calories: 150, sugarG: 12 }),
  topping({ _id: 'pudding', calories: 90, sugarG: 10, allergens: ['egg', 'milk'], vegan: false }),
  topping({ _id: 'coffee-jelly', calories: 25, sugarG: 4, caffeineMg: 40 }),
  topping({ _id: 'cheese-foam', calories: 120, sugarG: 6, allergens: ['milk'], vegan: false }),
];

describe('the facts of a build', () => {
  it('are the size’s own at the standard recipe', () => {
    expect(buildFacts(milkTea, toppings, { size: 'Medium', temperature: 'cold', sugar: 100, ice: 'regular', toppingIds: [] })).toEqual({
      calories: 280,
      sugarG: 38,
      caffeineMg: 60,
      allergens: ['milk'],
      vegan: false,
      dairyFree: false,
      caffeineFree: false,
    });
    expect(buildFacts(milkTea, toppings, { size: 'Large' })).toMatchObject({ calories: 420, sugarG: 57, caffeineMg: 90 });
  });

  it('take only the added sugar off at each sugar level, 4 Cal a gram', () => {
    // Medium: 30 g added of 38 g; milk's 8 g stay at 0 %.
    const at = (sugar: number) => buildFacts(milkTea, toppings, { size: 'Medium', sugar });
    expect(at(70)).toMatchObject({ sugarG: 29, calories: 240 }); // 38 − 9 = 29 g; 280 − 36 = 244 → 240
    expect(at(50)).toMatchObject({ sugarG: 23, calories: 220 }); // 38 − 15; 280 − 60
    expect(at(30)).toMatchObject({ sugarG: 17, calories: 200 }); // 38 − 21; 280 − 84 = 196
    expect(at(0)).toMatchObject({ sugarG: 8, calories: 160 }); // 38 − 30; 280 − 120
    expect(at(0).caffeineMg).toBe(60);
  });

  it('give more drink with less ice, and hot drinks the standard recipe', () => {
    expect(liquidFactor('cold', 'regular')).toBe(1);
    expect(liquidFactor('cold', 'less')).toBeCloseTo(0.85 / 0.7);
    expect(liquidFactor('cold', 'none')).toBeCloseTo(1 / 0.7);
    expect(liquidFactor('hot', null)).toBe(1);
    const at = (ice: 'regular' | 'less' | 'none') => buildFacts(milkTea, toppings, { size: 'Medium', ice });
    expect(at('less')).toMatchObject({ calories: 340, sugarG: 46, caffeineMg: 73 }); // 280 × 1.214 = 340; 38 × 1.214 = 46.1; 60 × 1.214 = 72.9
    expect(at('none')).toMatchObject({ calories: 400, sugarG: 54, caffeineMg: 86 }); // 280 / 0.7 = 400; 54.3; 85.7
    // Hot ignores any ice asked for.
    expect(buildFacts(milkTea, toppings, { size: 'Medium', temperature: 'hot', ice: 'none' })).toMatchObject({ calories: 280, caffeineMg: 60 });
  });

  it('combine sugar and ice: the sugar level applies to the larger drink', () => {
    // (280 − 4 × 15) / 0.7 = 314.3 → 310; (38 − 15) / 0.7 = 32.9 → 33
    expect(buildFacts(milkTea, toppings, { size: 'Medium', sugar: 50, ice: 'none' })).toMatchObject({ calories: 310, sugarG: 33 });
  });

  it('add each topping’s serving, its caffeine and its allergens, in the label’s order', () => {
    const build = buildFacts(milkTea, toppings, { size: 'Medium', toppingIds: ['pudding', 'pearls', 'coffee-jelly'] });
    expect(build).toEqual({
      calories: 550, // 280 + 90 + 150 + 25 = 545 → 550
      sugarG: 64, // 38 + 10 + 12 + 4
      caffeineMg: 100,
      allergens: ['milk', 'egg'],
      vegan: false,
      dairyFree: false,
      caffeineFree: false,
    });
  });

  it('ignore toppings the drink does not take, and repeats', () => {
    expect(buildFacts(milkTea, toppings, { size: 'Medium', toppingIds: ['cheese-foam', 'pearls', 'pearls', 'gone'] })).toMatchObject({ calories: 430, sugarG: 50 });
  });

  it('make a caffeine-free, vegan drink lose those marks only through what is added', () => {
    const fruit: DrinkFacts = {
      ...milkTea,
      sizes: [{ name: 'Medium', ounces: 16, calories: 120, sugarG: 28, addedSugarG: 20, caffeineMg: 0 }],
      allergens: [],
      vegan: true,
      dairyFreeOption: false,
    };
    expect(buildFacts(fruit, toppings, { toppingIds: ['pearls'] })).toMatchObject({ caffeineFree: true, vegan: true, dairyFree: true });
    expect(buildFacts(fruit, toppings, { toppingIds: ['coffee-jelly'] })).toMatchObject({ caffeineFree: false, caffeineMg: 40, vegan: true });
    expect(buildFacts(fruit, toppings, { toppingIds: ['pudding'] })).toMatchObject({ vegan: false, dairyFree: false, allergens: ['milk', 'egg'] });
  });
});

describe('a build the drink can be made as', () => {
  it('starts at the standard recipe', () => {
    expect(defaultBuild(milkTea)).toEqual({ size: 'Medium', temperature: 'cold', sugar: 100, ice: 'regular', toppingIds: [] });
    expect(defaultBuild({ ...milkTea, served: 'hot', iceLevels: [] })).toEqual({ size: 'Medium', temperature: 'hot', sugar: 100, ice: null, toppingIds: [] });
  });

  it('falls back choice by choice when the drink no longer offers it', () => {
    const onlyHot: DrinkFacts = { ...milkTea, served: 'hot', iceLevels: [], sugarLevels: [100, 50] };
    expect(normalizeBuild(onlyHot, { size: 'Small', temperature: 'cold', sugar: 30, ice: 'less', toppingIds: ['pearls', 'cheese-foam'] })).toEqual({
      size: 'Medium',
      temperature: 'hot',
      sugar: 100,
      ice: null,
      toppingIds: ['pearls'],
    });
    expect(normalizeBuild(milkTea, { size: 'Large', temperature: 'cold', sugar: 0, ice: 'none' })).toMatchObject({ size: 'Large', sugar: 0, ice: 'none' });
  });
});

describe('label rounding (21 CFR 101.9)', () => {
  it('rounds calories to 0 under 5, to 5 up to 50, to 10 above', () => {
    expect([0, 4.9, 5, 7.4, 7.5, 47, 50, 52, 55, 284.9, 285].map(roundCalories)).toEqual([0, 0, 5, 5, 10, 45, 50, 50, 60, 280, 290]);
  });
  it('rounds sugar to 0 under half a gram, else to the gram', () => {
    expect([0.2, 0.49, 0.5, 1.4, 12.5].map(roundSugar)).toEqual([0, 0, 1, 1, 13]);
  });
});

describe('a menu card’s calories and marks', () => {
  it('span the sizes at the standard recipe', () => {
    expect(calorieRange(milkTea)).toEqual({ min: 280, max: 420 });
    expect(formatCalories(calorieRange(milkTea))).toBe('280–420 Cal');
    expect(formatCalories(calorieRange({ ...milkTea, sizes: [milkTea.sizes[0]] }))).toBe('280 Cal');
  });
  it('mark caffeine-free only when no size has caffeine, and dairy-free when it has an option or no milk', () => {
    expect(drinkMarks(milkTea)).toEqual({ caffeineFree: false, dairyFreeOption: true, vegan: false, nutFree: true });
    const noCaffeine = {
      ...milkTea,
      sizes: milkTea.sizes.map((s) => ({ ...s, caffeineMg: 0 })),
      dairyFreeOption: false,
      allergens: ['milk', 'peanuts'] as DrinkFacts['allergens'],
    };
    expect(drinkMarks(noCaffeine)).toEqual({ caffeineFree: true, dairyFreeOption: false, vegan: false, nutFree: false });
  });
});

describe('drink facts as the forms check them', () => {
  const issues = (value: unknown) => {
    const r = drinkFacts.safeParse(value);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
  const size = milkTea.sizes[0];
  it('refuse negative, fractional and absurd numbers with a message for the field', () => {
    expect(issues({ ...milkTea, sizes: [{ ...size, calories: -1 }] })).toContain('sizes.0.calories: Calories cannot be negative.');
    expect(issues({ ...milkTea, sizes: [{ ...size, calories: 12000 }] })).toContain('sizes.0.calories: Calories must be at most 2,000 Cal.');
    expect(issues({ ...milkTea, sizes: [{ ...size, caffeineMg: 60.5 }] })).toContain('sizes.0.caffeineMg: Caffeine must be a whole number.');
    expect(issues({ ...milkTea, sizes: [{ ...size, ounces: 2 }] })).toContain('sizes.0.ounces: Ounces must be at least 4 oz.');
    expect(issues({ ...milkTea, sizes: [{ ...size, sugarG: 'lots' }] })).toContain('sizes.0.sugarG: Sugar must be a number.');
    expect(issues({ ...milkTea, sizes: [{ ...size, addedSugarG: 40 }] })).toContain('sizes.0.addedSugarG: Added sugar cannot be more than the total sugar.');
    expect(issues({ ...milkTea, sizes: [{ ...size, calories: 100 }] })).toContain('sizes.0.calories: 38 g of sugar alone is 152 Cal, more than the calories given.');
  });
  it('refuse lists that cannot be made', () => {
    expect(issues({ ...milkTea, sizes: [] })).toContain('sizes: Add at least one size.');
    expect(issues({ ...milkTea, sizes: [size, size] })).toContain('sizes: Each size needs its own name.');
    expect(issues({ ...milkTea, sugarLevels: [50, 0] })).toContain('sugarLevels: Sugar levels must include 100 % (the standard recipe).');
    expect(issues({ ...milkTea, iceLevels: ['less'] })).toContain('iceLevels: Ice levels must include regular (the standard recipe).');
    expect(issues({ ...milkTea, served: 'hot' })).toContain('iceLevels: A drink served hot only has no ice levels.');
    expect(issues({ ...milkTea, served: 'warm' })).toContain('served: Choose cold, hot or both.');
    expect(issues({ ...milkTea, allergens: ['gluten'] })[0]).toMatch(/^allergens\.0: Allergens are milk, egg/);
    expect(issues({ ...milkTea, vegan: true })).toContain('vegan: A drink with milk or egg is not vegan.');
  });
  it('sort sugar levels from the standard recipe down and allergens in the label’s order', () => {
    const parsed = drinkFacts.parse({ ...milkTea, sugarLevels: [0, 100, 50], allergens: ['coconut', 'milk'] });
    expect(parsed.sugarLevels).toEqual([100, 50, 0]);
    expect(parsed.allergens).toEqual(['milk', 'coconut']);
  });
});
