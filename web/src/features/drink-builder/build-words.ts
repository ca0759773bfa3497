/** A build in the words a cashier reads, one line per choice. */
import type { Build, DrinkFacts, Topping } from '../../lib/contract';
import { builderTexts } from './texts';

export interface BuildWords {
  size: string;
  temperature: string;
  sugar: string;
  ice: string | null;
  toppings: string[];
}

export function buildWords(build: Build, facts: DrinkFacts, toppings: readonly Topping[]): BuildWords {
  const size = facts.sizes.find((s) => s.name === build.size);
  return {
    size: size ? `${size.name} (${builderTexts.ounces(size.ounces)})` : build.size,
    temperature: builderTexts.temperatures[build.temperature],
    sugar: builderTexts.sugarLevel(build.sugar),
    ice: build.ice ? builderTexts.iceLevels[build.ice] : null,
    toppings: build.toppingIds.map((id) => toppings.find((t) => t._id === id)?.name).filter((n): n is string => !!n),
  };
}

/** One line for lists: "Large (24 oz) · Iced · 50% sugar · Less ice · Tapioca Pearls". */
export const buildLine = (w: BuildWords) => [w.size, w.temperature, w.sugar, w.ice, ...w.toppings].filter(Boolean).join(' · ');
