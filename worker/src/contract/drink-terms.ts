/**
 * The words and bounds of drink facts, free of zod so the web's bundle can
 * carry them (contract/drink-facts.ts checks them; drink-build.ts computes).
 */
import type { PictureSet } from './picture-set';

/** Required beside calories on a chain's menus (21 CFR 101.11): every page that lists calories shows it, word for word. */
export const FDA_CALORIE_STATEMENT = '2,000 calories a day is used for general nutrition advice, but calorie needs vary';

export const ALLERGENS = ['milk', 'egg', 'soy', 'wheat', 'tree-nuts', 'peanuts', 'sesame', 'coconut'] as const;
export type Allergen = (typeof ALLERGENS)[number];
/** Allergens in words (never colour alone), as labels and on /nutrition. */
export const ALLERGEN_NAMES: Record<Allergen, string> = {
  milk: 'Milk',
  egg: 'Egg',
  soy: 'Soy',
  wheat: 'Wheat/gluten',
  'tree-nuts': 'Tree nuts',
  peanuts: 'Peanuts',
  sesame: 'Sesame',
  coconut: 'Coconut',
};

export const SERVED = ['cold', 'hot', 'both'] as const;
export type Served = (typeof SERVED)[number];
export const ICE_LEVELS = ['regular', 'less', 'none'] as const;
export type IceLevel = (typeof ICE_LEVELS)[number];
/** The levels stores make drinks at; 100 % is the standard recipe. */
export const SUGAR_LEVELS = [100, 70, 50, 30, 0] as const;

/** Bounds no real drink reaches: a 32 oz shake is about 1,200 Cal. */
export const LIMITS = {
  sizes: 4,
  ounces: [4, 40],
  calories: 2000,
  sugarG: 250,
  caffeineMg: 500,
  toppings: 20,
  toppingCalories: 800,
  toppingSugarG: 100,
  toppingCaffeineMg: 200,
} as const;

/** A topping of head office's list, as the menu carries it. */
export interface Topping {
  _id: string;
  name: string;
  image: string | null;
  imageSet?: PictureSet;
  calories: number;
  sugarG: number;
  caffeineMg: number;
  allergens: Allergen[];
  vegan: boolean;
  /** Head office's list only (GET /toppings and its edits): the version an edit names (contract/row-version.ts). */
  version?: number;
}
