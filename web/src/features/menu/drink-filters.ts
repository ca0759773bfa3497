/**
 * The menu's dietary filters, kept in the URL (?caffeineFree=1&maxCal=300)
 * so a filtered menu can be shared, survives a reload and works offline:
 * they run over the cached drinks on the device.
 */
import { calorieRange, drinkMarks, type DrinkFacts } from '../../lib/contract';

export const FLAG_FILTERS = ['caffeineFree', 'dairyFree', 'vegan', 'nutFree'] as const;
export type FlagFilter = (typeof FLAG_FILTERS)[number];
export const CALORIE_STEPS = [150, 250, 350, 450] as const;
export const MAX_CAL_PARAM = 'maxCal';

export interface DrinkFilters {
  flags: FlagFilter[];
  maxCalories: number | null;
}

export function readFilters(params: URLSearchParams): DrinkFilters {
  const max = Number(params.get(MAX_CAL_PARAM));
  return { flags: FLAG_FILTERS.filter((f) => params.get(f) === '1'), maxCalories: Number.isInteger(max) && max > 0 ? max : null };
}

export function writeFilters(params: URLSearchParams, filters: DrinkFilters): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const f of FLAG_FILTERS)
    if (filters.flags.includes(f)) next.set(f, '1');
    else next.delete(f);
  if (filters.maxCalories) next.set(MAX_CAL_PARAM, String(filters.maxCalories));
  else next.delete(MAX_CAL_PARAM);
  return next;
}

/**
 * The calorie caps to choose from: the usual steps, and a cap a shared or
 * typed address asked for (?maxCal=300) among them, so the list shows the
 * filter that is on instead of 'Any'.
 */
export function calorieChoices(current: number | null): number[] {
  const steps: number[] = [...CALORIE_STEPS];
  return current === null || steps.includes(current) ? steps : [...steps, current].sort((a, b) => a - b);
}

export const filtersOn = (f: DrinkFilters) => f.flags.length > 0 || f.maxCalories !== null;

/**
 * Whether a drink passes every filter: a drink without facts never does (we
 * cannot promise what we do not know). 'Under N calories' asks that some size
 * of it is, at the standard recipe.
 */
export function drinkPasses(facts: DrinkFacts | null, { flags, maxCalories }: DrinkFilters): boolean {
  if (!facts) return false;
  const marks = drinkMarks(facts);
  const ok: Record<FlagFilter, boolean> = { caffeineFree: marks.caffeineFree, dairyFree: marks.dairyFreeOption, vegan: marks.vegan, nutFree: marks.nutFree };
  return flags.every((f) => ok[f]) && (maxCalories === null || calorieRange(facts).min < maxCalories);
}
