/**
 * A series page's schema.org description: a MenuSection whose MenuItems carry
 * their nutrition (NutritionInformation of the first size at the standard
 * recipe, calories as a range over the sizes) and, where it fits, the diets
 * they suit (schema.org has VeganDiet and LowCalorieDiet; it has no dairy-free
 * or caffeine-free diet, so those stay off). Pure: server and browser agree.
 */
import { calorieRange, type DrinkFacts } from '../../lib/contract';

/** Under this many calories in its smallest size, a drink suits a low-calorie diet (FDA: "low calorie" is ≤ 40 Cal a serving; we say it of under 120, a third of a milk tea). */
const LOW_CALORIE_MAX = 120;

interface DrinkForSearch {
  _id: string;
  name: string;
  description: string;
  image: string | null;
  facts: DrinkFacts | null;
}

function nutrition(facts: DrinkFacts) {
  const first = facts.sizes[0];
  const { min, max } = calorieRange(facts);
  return {
    '@type': 'NutritionInformation',
    servingSize: `${first.ounces} fl oz`,
    calories: min === max ? `${min} calories` : `${min}-${max} calories`,
    sugarContent: `${Math.round(first.sugarG)} grams`,
  };
}

function diets(facts: DrinkFacts): string[] {
  const suits: string[] = [];
  if (facts.vegan) suits.push('https://schema.org/VeganDiet');
  if (calorieRange(facts).min < LOW_CALORIE_MAX) suits.push('https://schema.org/LowCalorieDiet');
  return suits;
}

export function seriesJsonLd(series: { _id: string; name: string }, drinks: readonly DrinkForSearch[], origin = '') {
  const url = `${origin}/menu/${encodeURIComponent(series._id)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'MenuSection',
    '@id': url,
    name: series.name,
    url,
    hasMenuItem: drinks.map((d) => {
      const suitable = d.facts ? diets(d.facts) : [];
      return {
        '@type': 'MenuItem',
        '@id': `${url}?drink=${encodeURIComponent(d._id)}`,
        name: d.name,
        ...(d.description ? { description: d.description } : {}),
        ...(d.image ? { image: `${origin}${d.image}` } : {}),
        ...(d.facts ? { nutrition: nutrition(d.facts) } : {}),
        ...(suitable.length ? { suitableForDiet: suitable } : {}),
      };
    }),
  };
}
