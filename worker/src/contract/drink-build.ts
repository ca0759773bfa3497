/**
 * The arithmetic of a build: one pure function, the same on the Worker
 * (/nutrition, JSON-LD) and in the builder, so a customer never sees two
 * numbers for one drink. The rules (docs/decisions/drink-facts-and-builds.md):
 *
 * - A size's facts are its standard recipe: 100 % sugar, regular ice when
 *   served cold. Hot drinks replace the ice with hot tea, so hot is the
 *   standard recipe too.
 * - Ice displaces drink. Regular ice fills ICE_SHARE.regular of the cup, less
 *   ice half of that, no ice none: the liquid (and everything in it) scales
 *   by (1 − share) / (1 − regular share), so no ice is about 43 % more drink.
 * - The sugar level scales only the added sugar (syrup, sugar), never the
 *   sugar of milk or fruit: at p %, (1 − p) of the added grams and their
 *   4 Cal per gram come off.
 * - Toppings add their own serving, whatever the ice.
 * - Rounded only at the end, by the FDA's rules for labels (21 CFR 101.9):
 *   calories under 5 are 0, up to 50 to the nearest 5, above to the nearest
 *   10; sugar under 0.5 g is 0, else the nearest gram. Caffeine to the mg.
 */
import type { DrinkFacts, DrinkSize } from './drink-facts';
import { ALLERGENS, type Allergen, type IceLevel, type Topping } from './drink-terms';

export type Temperature = 'cold' | 'hot';

/** What a customer chose. Sizes are named (a saved build reads well even when the facts change). */
export interface Build {
  size: string;
  temperature: Temperature;
  sugar: number;
  ice: IceLevel | null;
  toppingIds: string[];
}

export interface BuildFacts {
  calories: number;
  sugarG: number;
  caffeineMg: number;
  allergens: Allergen[];
  vegan: boolean;
  /** Every part of the build is free of milk as made (the drink's dairy-free option aside). */
  dairyFree: boolean;
  caffeineFree: boolean;
}

export const ICE_SHARE: Record<IceLevel, number> = { regular: 0.3, less: 0.15, none: 0 };
const CAL_PER_G_SUGAR = 4;

export const roundCalories = (cal: number) => (cal < 5 ? 0 : cal <= 50 ? Math.round(cal / 5) * 5 : Math.round(cal / 10) * 10);
export const roundSugar = (g: number) => (g < 0.5 ? 0 : Math.round(g));
export const roundCaffeine = (mg: number) => Math.round(mg);

/** How much more (or less) drink an ice level leaves in the cup than the standard recipe. */
export const liquidFactor = (temperature: Temperature, ice: IceLevel | null) => (temperature === 'hot' || ice === null ? 1 : (1 - ICE_SHARE[ice]) / (1 - ICE_SHARE.regular));

/** The temperatures a drink is served at, iced first. */
export const temperaturesOf = (facts: Pick<DrinkFacts, 'served'>): Temperature[] => (facts.served === 'both' ? ['cold', 'hot'] : [facts.served]);

/** The standard recipe: first (smallest) size, first temperature, 100 % sugar, regular ice, no toppings. */
export function defaultBuild(facts: DrinkFacts): Build {
  const temperature = temperaturesOf(facts)[0];
  return { size: facts.sizes[0].name, temperature, sugar: 100, ice: temperature === 'cold' ? 'regular' : null, toppingIds: [] };
}

/**
 * A build the drink can be made as: anything it no longer offers (a size
 * renamed, a topping taken off) falls back to the standard recipe's choice,
 * so a favourite saved months ago still opens.
 */
export function normalizeBuild(facts: DrinkFacts, build: Partial<Build>): Build {
  const standard = defaultBuild(facts);
  const temperature = build.temperature && temperaturesOf(facts).includes(build.temperature) ? build.temperature : standard.temperature;
  const ice = temperature === 'hot' ? null : build.ice && facts.iceLevels.includes(build.ice) ? build.ice : 'regular';
  return {
    size: facts.sizes.some((s) => s.name === build.size) ? build.size! : standard.size,
    temperature,
    sugar: build.sugar !== undefined && facts.sugarLevels.includes(build.sugar) ? build.sugar : 100,
    ice,
    toppingIds: (build.toppingIds ?? []).filter((id, i, all) => facts.toppingIds.includes(id) && all.indexOf(id) === i),
  };
}

function sizeOf(facts: DrinkFacts, name: string): DrinkSize {
  return facts.sizes.find((s) => s.name === name) ?? facts.sizes[0];
}

/** The facts of one build of a drink, rounded as a label shows them. */
export function buildFacts(facts: DrinkFacts, toppings: readonly Topping[], choice: Partial<Build>): BuildFacts {
  const build = normalizeBuild(facts, choice);
  const size = sizeOf(facts, build.size);
  const factor = liquidFactor(build.temperature, build.ice);
  const sugarOff = size.addedSugarG * (1 - build.sugar / 100);
  const chosen = build.toppingIds.map((id) => toppings.find((t) => t._id === id)).filter((t): t is Topping => t !== undefined);
  const sum = (pick: (t: Topping) => number) => chosen.reduce((n, t) => n + pick(t), 0);
  const calories = factor * (size.calories - sugarOff * CAL_PER_G_SUGAR) + sum((t) => t.calories);
  const sugarG = factor * (size.sugarG - sugarOff) + sum((t) => t.sugarG);
  const caffeineMg = factor * size.caffeineMg + sum((t) => t.caffeineMg);
  const allergens = ALLERGENS.filter((a) => facts.allergens.includes(a) || chosen.some((t) => t.allergens.includes(a)));
  return {
    calories: roundCalories(calories),
    sugarG: roundSugar(sugarG),
    caffeineMg: roundCaffeine(caffeineMg),
    allergens,
    vegan: facts.vegan && chosen.every((t) => t.vegan),
    dairyFree: !allergens.includes('milk'),
    caffeineFree: roundCaffeine(caffeineMg) === 0,
  };
}

export interface CalorieRange {
  min: number;
  max: number;
}

/**
 * The calories a menu card shows: its sizes at the standard recipe, as the
 * FDA asks of items offered in several sizes (toppings are listed with their own).
 */
export function calorieRange(facts: DrinkFacts): CalorieRange {
  const calories = facts.sizes.map((s) => roundCalories(s.calories));
  return { min: Math.min(...calories), max: Math.max(...calories) };
}

export const formatCalories = ({ min, max }: CalorieRange) => (min === max ? `${min} Cal` : `${min}–${max} Cal`);

/** Marks a drink can carry on the menu: free of caffeine in every size, a dairy-free option, vegan as made. */
export function drinkMarks(facts: DrinkFacts) {
  return {
    caffeineFree: facts.sizes.every((s) => s.caffeineMg === 0),
    dairyFreeOption: facts.dairyFreeOption || !facts.allergens.includes('milk'),
    vegan: facts.vegan,
    nutFree: !facts.allergens.includes('tree-nuts') && !facts.allergens.includes('peanuts'),
  };
}
