import { describe, expect, it } from 'vitest';
import { checkFacts, sizeDraft, type FactsDraft } from './validate-facts';

const draft = (change: Partial<FactsDraft> = {}): FactsDraft => ({
  sizes: [sizeDraft({ name: 'Medium', ounces: 16, calories: 280, sugarG: 38, addedSugarG: 30, caffeineMg: 60 })],
  served: 'both',
  sugarLevels: [100, 50, 0],
  iceLevels: ['regular', 'less'],
  allergens: ['milk'],
  dairyFreeOption: true,
  vegan: false,
  toppingIds: ['tapioca-pearls'],
  ...change,
});
const size = (change: Record<string, string>) => [{ ...draft().sizes[0], ...change }];

describe('the drink facts form’s checks', () => {
  it('sends numbers for good input', () => {
    expect(checkFacts(draft())).toEqual({ facts: { ...draft(), sizes: [{ name: 'Medium', ounces: 16, calories: 280, sugarG: 38, addedSugarG: 30, caffeineMg: 60 }] } });
  });
  it.each([
    [{ sizes: size({ calories: '' }) }, 'sizes', 'Size 1: Calories is required.'],
    [{ sizes: size({ calories: '-3' }) }, 'sizes', 'Size 1: Calories cannot be negative.'],
    [{ sizes: size({ calories: '9000' }) }, 'sizes', 'Size 1: Calories must be at most 2,000 Cal.'],
    [{ sizes: size({ caffeineMg: '1.5' }) }, 'sizes', 'Size 1: Caffeine must be a whole number.'],
    [{ sizes: size({ sugarG: 'abc' }) }, 'sizes', 'Size 1: Sugar must be a number.'],
    [{ sizes: size({ ounces: '2' }) }, 'sizes', 'Size 1: Ounces must be at least 4 oz.'],
    [{ sizes: size({ name: ' ' }) }, 'sizes', 'Size 1: Size name is required.'],
    [{ sizes: size({ addedSugarG: '50' }) }, 'sizes', 'Size 1: Added sugar cannot be more than the total sugar.'],
    [{ sizes: size({ calories: '100' }) }, 'sizes', 'Size 1: 38 g of sugar alone is 152 Cal, more than the calories given.'],
    [{ sizes: [] }, 'sizes', 'Add at least one size.'],
    [{ sugarLevels: [50] }, 'sugarLevels', 'Sugar levels must include 100 % (the standard recipe).'],
    [{ iceLevels: ['less' as const] }, 'iceLevels', 'Ice levels must include regular (the standard recipe).'],
    [{ served: 'hot' as const }, 'iceLevels', 'A drink served hot only has no ice levels.'],
    [{ vegan: true }, 'vegan', 'A drink with milk or egg is not vegan.'],
  ])('refuses %j under its field', (change, field, message) => {
    expect(checkFacts(draft(change as Partial<FactsDraft>))).toEqual({ errors: { [field]: message } });
  });
});
