/**
 * What a drink is made of and what it holds (#24): sizes with their nutrition
 * at the standard recipe, how it is served, the sugar and ice levels it can
 * be made at, its allergens and dietary marks, and the toppings it takes
 * (from head office's brand-wide list). Checked the same on the Worker and in
 * the dashboard's forms, each message under its field.
 */
import { z } from 'zod';
import { clientId, visibleText } from './common';
import { baseVersion } from './row-version';
import { blankableText, filled } from './filled';

import { ALLERGENS, ICE_LEVELS, LIMITS, SERVED, type Allergen } from './drink-terms';

export { ALLERGEN_NAMES, ALLERGENS, ICE_LEVELS, LIMITS, SERVED, SUGAR_LEVELS, type Allergen, type IceLevel, type Served } from './drink-terms';

const whole = (label: string, max: number, unit: string) =>
  z
    .number(`${label} must be a number.`)
    .int(`${label} must be a whole number.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} must be at most ${max.toLocaleString('en-US')} ${unit}.`);
const grams = (label: string, max: number) =>
  z
    .number(`${label} must be a number.`)
    .min(0, `${label} cannot be negative.`)
    .max(max, `${label} must be at most ${max} g.`)
    .transform((g) => Math.round(g * 10) / 10);

/** Cross-field checks run once every field is valid on its own, so each message is about one mistake. */
const fieldsValid = { when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };

export const drinkSize = z
  .strictObject({
    name: visibleText('Size name is required.').min(1, 'Size name is required.').max(20, 'Size name must be at most 20 characters.'),
    ounces: whole('Ounces', LIMITS.ounces[1], 'oz').min(LIMITS.ounces[0], `Ounces must be at least ${LIMITS.ounces[0]} oz.`),
    calories: whole('Calories', LIMITS.calories, 'Cal'),
    sugarG: grams('Sugar', LIMITS.sugarG),
    /** The part of `sugarG` a store adds (syrup, sugar); the sugar level scales only this. */
    addedSugarG: grams('Added sugar', LIMITS.sugarG),
    caffeineMg: whole('Caffeine', LIMITS.caffeineMg, 'mg'),
  })
  .superRefine((s, ctx) => {
    if (s.addedSugarG > s.sugarG) ctx.addIssue({ code: 'custom', path: ['addedSugarG'], message: 'Added sugar cannot be more than the total sugar.' });
    // Every gram of sugar is 4 Cal: the calories must at least hold the sugar's.
    if (s.sugarG * 4 > s.calories + 2)
      ctx.addIssue({ code: 'custom', path: ['calories'], message: `${s.sugarG} g of sugar alone is ${Math.round(s.sugarG * 4)} Cal, more than the calories given.` });
  }, fieldsValid);
export type DrinkSize = z.output<typeof drinkSize>;

const distinct = <T>(list: T[]) => new Set(list).size === list.length;

/** A drink's facts as head office or the owner keep them (`toppingIds` are stored as links to the toppings list). */
export const drinkFacts = z
  .strictObject(
    {
      sizes: z
        .array(drinkSize, 'Sizes must be a list.')
        .min(1, 'Add at least one size.')
        .max(LIMITS.sizes, `At most ${LIMITS.sizes} sizes.`)
        .refine((sizes) => distinct(sizes.map((s) => s.name.toLowerCase())), 'Each size needs its own name.'),
      served: z.enum(SERVED, 'Choose cold, hot or both.'),
      sugarLevels: z
        .array(z.number().int().min(0).max(100), 'Sugar levels must be a list of percentages.')
        .refine(distinct, 'Each sugar level once.')
        .refine((levels) => levels.includes(100), 'Sugar levels must include 100 % (the standard recipe).')
        .transform((levels) => [...levels].sort((a, b) => b - a)),
      iceLevels: z.array(z.enum(ICE_LEVELS, 'Ice levels are regular, less or none.'), 'Ice levels must be a list.').refine(distinct, 'Each ice level once.'),
      allergens: z
        .array(z.enum(ALLERGENS, `Allergens are ${ALLERGENS.join(', ')}.`), 'Allergens must be a list.')
        .refine(distinct, 'Each allergen once.')
        .transform((list) => ALLERGENS.filter((a) => list.includes(a))),
      dairyFreeOption: z.boolean('Dairy-free option must be true or false.'),
      vegan: z.boolean('Vegan must be true or false.'),
      toppingIds: z
        .array(z.string().min(1).max(64), 'Toppings must be a list.')
        .max(LIMITS.toppings, `At most ${LIMITS.toppings} toppings.`)
        .refine(distinct, 'Each topping once.'),
    },
    'Send the drink’s facts, or null to take them off.',
  )
  .superRefine((f, ctx) => {
    if (f.served === 'hot' && f.iceLevels.length) ctx.addIssue({ code: 'custom', path: ['iceLevels'], message: 'A drink served hot only has no ice levels.' });
    if (f.served !== 'hot' && !f.iceLevels.includes('regular'))
      ctx.addIssue({ code: 'custom', path: ['iceLevels'], message: 'Ice levels must include regular (the standard recipe).' });
    if (f.vegan && f.allergens.some((a) => a === 'milk' || a === 'egg')) ctx.addIssue({ code: 'custom', path: ['vegan'], message: 'A drink with milk or egg is not vegan.' });
  }, fieldsValid);
export type DrinkFacts = z.output<typeof drinkFacts>;
export type DrinkFactsInput = z.input<typeof drinkFacts>;

/** `PUT /user/menu/drink/:drinkId/facts`: the whole facts, or null to take them off ('Nutrition facts coming soon'). */
export const drinkFactsBody = z.strictObject({ facts: drinkFacts.nullable(), version: baseVersion });
export const DRINK_FACTS_UPDATED = 'Drink Facts Updated Successfully';
export const UNKNOWN_TOPPING = 'Choose toppings from the toppings list.';

export type { Topping } from './drink-terms';

const TOPPING_NAME_REQUIRED = 'Please enter a topping name.';
export const TOPPING_IMAGE_REQUIRED = 'Please choose a picture for the topping.';
export const TOPPING_NOT_FOUND = 'Topping not found.';
export const toppingNameTaken = (name: string) => `There is already a topping called “${name}”.`;
export const TOPPING_TEXTS = { added: 'Topping Added Successfully', updated: 'Topping Updated Successfully', deleted: 'Topping Deleted Successfully' } as const;

/** Multipart text fields arrive as strings: numbers and lists are parsed here, with the same bounds as JSON. */
const formNumber = <T extends z.ZodType<number, number>>(inner: T, label: string) =>
  z
    .string(`${label} is required.`)
    .trim()
    .min(1, `${label} is required.`)
    .transform((v) => Number(v))
    .pipe(inner);
const formList = z
  .string('Allergens must be text.')
  .default('')
  .transform((v) =>
    v
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
  )
  .pipe(z.array(z.enum(ALLERGENS, `Allergens are ${ALLERGENS.join(', ')}.`)).transform((list) => ALLERGENS.filter((a) => list.includes(a))));

const toppingText = {
  name: blankableText('Topping name', 40),
  calories: formNumber(whole('Calories', LIMITS.toppingCalories, 'Cal'), 'Calories'),
  sugarG: formNumber(grams('Sugar', LIMITS.toppingSugarG), 'Sugar'),
  caffeineMg: formNumber(whole('Caffeine', LIMITS.toppingCaffeineMg, 'mg'), 'Caffeine'),
  allergens: formList,
  vegan: z.enum(['true', 'false'], "Vegan must be 'true' or 'false'.").transform((v) => v === 'true'),
};
const toppingChecks = (t: { name: string; calories: number; sugarG: number; vegan: boolean; allergens: Allergen[] }, ctx: z.RefinementCtx) => {
  if (t.sugarG * 4 > t.calories + 2)
    ctx.addIssue({ code: 'custom', path: ['calories'], message: `${t.sugarG} g of sugar alone is ${Math.round(t.sugarG * 4)} Cal, more than the calories given.` });
  if (t.vegan && t.allergens.some((a) => a === 'milk' || a === 'egg')) ctx.addIssue({ code: 'custom', path: ['vegan'], message: 'A topping with milk or egg is not vegan.' });
};

/** The text fields of `POST /admin/toppings` (the picture is the `image` file). */
export const toppingFields = z
  .strictObject({ ...toppingText, clientId })
  .superRefine(filled([['name', TOPPING_NAME_REQUIRED]]))
  .superRefine(toppingChecks, fieldsValid);
/** `PUT /admin/toppings/:toppingId`: every text field again; a chosen `image` replaces the picture. */
export const toppingUpdateFields = z
  .strictObject({ ...toppingText, version: baseVersion })
  .superRefine(filled([['name', TOPPING_NAME_REQUIRED]]))
  .superRefine(toppingChecks, fieldsValid);
export type ToppingFields = z.output<typeof toppingUpdateFields>;

export const toppingIdParam = z.object({ toppingId: z.string().min(1).max(64) });
