/**
 * A drink's facts as the conflict screen compares them (issue #51): each part
 * as one short line, so the person sees what this device typed and what the
 * other saved, and "Use theirs" copies that part into the form.
 */
import { ALLERGEN_NAMES, ALLERGENS, ICE_LEVELS, type DrinkFactsInput } from '../../lib/contract';
import { drinkTexts as t } from './texts';
import { sizeDraft, type FactsDraft, type SizeDraft } from './validate-facts';

export const FACTS_COMPARED = [
  { key: 'sizes', label: t.sizes },
  { key: 'calories', label: t.factsCompared.calories },
  { key: 'sugar', label: t.factsCompared.sugar },
  { key: 'caffeine', label: t.factsCompared.caffeine },
  { key: 'served', label: t.served },
  { key: 'sugarLevels', label: t.sugarLevels },
  { key: 'iceLevels', label: t.iceLevels },
  { key: 'allergens', label: t.allergens },
  { key: 'marks', label: t.marks },
  { key: 'toppings', label: t.toppings },
] as const;
export type ComparedPart = (typeof FACTS_COMPARED)[number]['key'];

/** The facts as the form holds them; null (none saved) compares as empty. */
export const factsDraft = (facts: DrinkFactsInput | null): FactsDraft | null => facts && { ...facts, sizes: facts.sizes.map(sizeDraft) };

const list = (items: readonly string[]) => (items.length ? items.join(', ') : t.factsCompared.none);
const perSize = (sizes: readonly SizeDraft[], line: (s: SizeDraft) => string) => sizes.map(line).join(', ');

/** Each part as a line; the same draft always reads the same, whatever order its lists were ticked in. */
export function compareLines(draft: FactsDraft | null, toppingName: (id: string) => string): Record<ComparedPart, string> {
  if (!draft) return Object.fromEntries(FACTS_COMPARED.map((f) => [f.key, ''])) as Record<ComparedPart, string>;
  const c = t.factsCompared;
  return {
    sizes: perSize(draft.sizes, (s) => c.size(s.name, s.ounces)),
    calories: perSize(draft.sizes, (s) => c.sizeCalories(s.name, s.calories)),
    sugar: perSize(draft.sizes, (s) => c.sizeSugar(s.name, s.sugarG, s.addedSugarG)),
    caffeine: perSize(draft.sizes, (s) => c.sizeCaffeine(s.name, s.caffeineMg)),
    served: t.servedOptions[draft.served],
    sugarLevels: list([...draft.sugarLevels].sort((a, b) => b - a).map((p) => `${p}%`)),
    iceLevels: list(ICE_LEVELS.filter((i) => draft.iceLevels.includes(i)).map((i) => t.iceOptions[i])),
    allergens: list(ALLERGENS.filter((a) => draft.allergens.includes(a)).map((a) => ALLERGEN_NAMES[a])),
    marks: list([...(draft.dairyFreeOption ? [c.dairyFree] : []), ...(draft.vegan ? [c.vegan] : [])]),
    toppings: list(draft.toppingIds.map(toppingName)),
  };
}

/** A size's numbers that each nutrition line copies, matched by the size's name. */
const NUMBERS: Partial<Record<ComparedPart, (keyof SizeDraft)[]>> = { calories: ['calories'], sugar: ['sugarG', 'addedSugarG'], caffeine: ['caffeineMg'] };

/** The form with one part taken from the other version: the sizes whole, a nutrition line into the sizes of the same name. */
export function withTheirs(mine: FactsDraft, theirs: FactsDraft, part: ComparedPart): FactsDraft {
  const numbers = NUMBERS[part];
  if (numbers) {
    const byName = new Map(theirs.sizes.map((s) => [s.name.trim().toLowerCase(), s]));
    const sizes = mine.sizes.map((s) => {
      const other = byName.get(s.name.trim().toLowerCase());
      return other ? { ...s, ...Object.fromEntries(numbers.map((n) => [n, other[n]])) } : s;
    });
    return { ...mine, sizes };
  }
  switch (part) {
    case 'sizes':
      return { ...mine, sizes: theirs.sizes };
    // Served and ice levels go together: a drink served hot only has none.
    case 'served':
    case 'iceLevels':
      return { ...mine, served: theirs.served, iceLevels: theirs.iceLevels };
    case 'marks':
      return { ...mine, dairyFreeOption: theirs.dairyFreeOption, vegan: theirs.vegan };
    case 'sugarLevels':
      return { ...mine, sugarLevels: theirs.sugarLevels };
    case 'allergens':
      return { ...mine, allergens: theirs.allergens };
    case 'toppings':
      return { ...mine, toppingIds: theirs.toppingIds };
    default:
      return mine;
  }
}
