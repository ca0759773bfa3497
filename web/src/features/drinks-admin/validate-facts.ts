/**
 * The drink facts form's own checks, with the Worker's bounds and words
 * (contract/drink-facts.ts), so a mistake shows under its field before a
 * round trip; the Worker checks again and its `fields` land in the same place.
 */
import { LIMITS, type DrinkFactsInput } from '../../lib/contract';
import { checkNumber as number } from '../../lib/number-input';

/** A size as typed: numbers stay text until they are checked. */
export interface SizeDraft {
  name: string;
  ounces: string;
  calories: string;
  sugarG: string;
  addedSugarG: string;
  caffeineMg: string;
}

export type FactsDraft = Omit<DrinkFactsInput, 'sizes'> & { sizes: SizeDraft[] };
export type FactsErrors = Partial<Record<'sizes' | 'served' | 'sugarLevels' | 'iceLevels' | 'allergens' | 'vegan' | 'toppingIds', string>>;

/** The facts to send, or the first problem of each field. */
export function checkFacts(draft: FactsDraft): { facts: DrinkFactsInput } | { errors: FactsErrors } {
  const errors: FactsErrors = {};
  const sizes: DrinkFactsInput['sizes'] = [];
  if (!draft.sizes.length) errors.sizes = 'Add at least one size.';
  draft.sizes.forEach((s, i) => {
    if (errors.sizes) return;
    const row = `Size ${i + 1}: `;
    const parts = {
      ounces: number(s.ounces, 'Ounces', LIMITS.ounces[1], 'oz', true, LIMITS.ounces[0]),
      calories: number(s.calories, 'Calories', LIMITS.calories, 'Cal', true),
      sugarG: number(s.sugarG, 'Sugar', LIMITS.sugarG, 'g', false),
      addedSugarG: number(s.addedSugarG, 'Added sugar', LIMITS.sugarG, 'g', false),
      caffeineMg: number(s.caffeineMg, 'Caffeine', LIMITS.caffeineMg, 'mg', true),
    };
    const problem = !s.name.trim() ? 'Size name is required.' : Object.values(parts).find((p) => typeof p === 'string');
    if (problem) return void (errors.sizes = row + problem);
    const n = parts as Record<keyof typeof parts, number>;
    if (n.addedSugarG > n.sugarG) return void (errors.sizes = `${row}Added sugar cannot be more than the total sugar.`);
    if (n.sugarG * 4 > n.calories + 2) return void (errors.sizes = `${row}${n.sugarG} g of sugar alone is ${Math.round(n.sugarG * 4)} Cal, more than the calories given.`);
    sizes.push({ name: s.name.trim(), ...n });
  });
  if (!errors.sizes && new Set(sizes.map((s) => s.name.toLowerCase())).size !== sizes.length) errors.sizes = 'Each size needs its own name.';
  if (!draft.sugarLevels.includes(100)) errors.sugarLevels = 'Sugar levels must include 100 % (the standard recipe).';
  if (draft.served === 'hot' && draft.iceLevels.length) errors.iceLevels = 'A drink served hot only has no ice levels.';
  if (draft.served !== 'hot' && !draft.iceLevels.includes('regular')) errors.iceLevels = 'Ice levels must include regular (the standard recipe).';
  if (draft.vegan && draft.allergens.some((a) => a === 'milk' || a === 'egg')) errors.vegan = 'A drink with milk or egg is not vegan.';
  if (Object.keys(errors).length) return { errors };
  return { facts: { ...draft, sizes } };
}

export const sizeDraft = (s?: DrinkFactsInput['sizes'][number]): SizeDraft =>
  s
    ? { name: s.name, ounces: String(s.ounces), calories: String(s.calories), sugarG: String(s.sugarG), addedSugarG: String(s.addedSugarG), caffeineMg: String(s.caffeineMg) }
    : { name: '', ounces: '', calories: '', sugarG: '', addedSugarG: '', caffeineMg: '' };
