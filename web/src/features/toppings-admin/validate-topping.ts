/**
 * The toppings form's own checks, with the Worker's bounds and words
 * (contract/drink-facts.ts): each mistake shows under its field before a round
 * trip, and the Worker's own refusals land in the same places.
 */
import { LIMITS, type Allergen, type Topping } from '../../lib/contract';
import { checkNumber } from '../../lib/number-input';
import { toppingTexts } from './texts';

/** The form as typed: numbers stay text until they are checked. */
export interface ToppingDraft {
  name: string;
  calories: string;
  sugarG: string;
  caffeineMg: string;
  allergens: Allergen[];
  vegan: boolean;
  image: File | null;
}

/** What the Worker stores of a topping, besides its picture. */
export type ToppingValues = Omit<Topping, '_id' | 'image' | 'imageSet'>;

export type ToppingErrors = Partial<Record<'name' | 'image' | 'calories' | 'sugarG' | 'caffeineMg' | 'vegan', string>>;

const NAME_MAX = 40;

/** What to send, or the problem of each field; a picture is required only for a new topping. */
export function checkTopping(draft: ToppingDraft, imageRequired: boolean): { values: ToppingValues } | { errors: ToppingErrors } {
  const errors: ToppingErrors = {};
  const name = draft.name.trim();
  if (!name) errors.name = toppingTexts.nameRequired;
  else if (name.length > NAME_MAX) errors.name = `Topping name must be at most ${NAME_MAX} characters.`;
  if (imageRequired && !draft.image) errors.image = toppingTexts.imageRequired;
  const calories = checkNumber(draft.calories, 'Calories', LIMITS.toppingCalories, 'Cal', true);
  const sugarG = checkNumber(draft.sugarG, 'Sugar', LIMITS.toppingSugarG, 'g', false);
  const caffeineMg = checkNumber(draft.caffeineMg, 'Caffeine', LIMITS.toppingCaffeineMg, 'mg', true);
  if (typeof calories === 'string') errors.calories = calories;
  if (typeof sugarG === 'string') errors.sugarG = sugarG;
  if (typeof caffeineMg === 'string') errors.caffeineMg = caffeineMg;
  if (typeof calories === 'number' && typeof sugarG === 'number' && sugarG * 4 > calories + 2)
    errors.calories = `${sugarG} g of sugar alone is ${Math.round(sugarG * 4)} Cal, more than the calories given.`;
  if (draft.vegan && draft.allergens.some((a) => a === 'milk' || a === 'egg')) errors.vegan = toppingTexts.veganWithMilk;
  if (Object.keys(errors).length || typeof calories === 'string' || typeof sugarG === 'string' || typeof caffeineMg === 'string') return { errors };
  return { values: { name, calories, sugarG, caffeineMg, allergens: draft.allergens, vegan: draft.vegan } };
}
