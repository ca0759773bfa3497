import { describe, expect, it } from 'vitest';
import type { DrinkFacts } from '../../lib/contract';
import { seriesJsonLd } from './menu-json-ld';

const facts = (calories: number[], vegan = false): DrinkFacts => ({
  sizes: calories.map((c, i) => ({ name: i ? 'Large' : 'Medium', ounces: i ? 24 : 16, calories: c, sugarG: 20.4, addedSugarG: 10, caffeineMg: 0 })),
  served: 'cold',
  sugarLevels: [100],
  iceLevels: ['regular'],
  allergens: vegan ? [] : ['milk'],
  dairyFreeOption: false,
  vegan,
  toppingIds: [],
});

describe('a series page’s JSON-LD', () => {
  it('lists each drink as a MenuItem with its nutrition and the diets it suits', () => {
    const ld = seriesJsonLd(
      { _id: 's1', name: 'Fresh Fruit Tea' },
      [
        { _id: 'd1', name: 'Lemon Black Tea', description: 'Fresh lemon.', image: '/api/v1/media/lemon.png', facts: facts([100, 150], true) },
        { _id: 'd2', name: 'Peach Milk Tea', description: '', image: null, facts: facts([280, 420]) },
        { _id: 'd3', name: 'New Tea', description: '', image: null, facts: null },
      ],
      'https://tea.example',
    );
    expect(ld).toEqual({
      '@context': 'https://schema.org',
      '@type': 'MenuSection',
      '@id': 'https://tea.example/menu/s1',
      name: 'Fresh Fruit Tea',
      url: 'https://tea.example/menu/s1',
      hasMenuItem: [
        {
          '@type': 'MenuItem',
          '@id': 'https://tea.example/menu/s1?drink=d1',
          name: 'Lemon Black Tea',
          description: 'Fresh lemon.',
          image: 'https://tea.example/api/v1/media/lemon.png',
          nutrition: { '@type': 'NutritionInformation', servingSize: '16 fl oz', calories: '100-150 calories', sugarContent: '20 grams' },
          suitableForDiet: ['https://schema.org/VeganDiet', 'https://schema.org/LowCalorieDiet'],
        },
        {
          '@type': 'MenuItem',
          '@id': 'https://tea.example/menu/s1?drink=d2',
          name: 'Peach Milk Tea',
          nutrition: { '@type': 'NutritionInformation', servingSize: '16 fl oz', calories: '280-420 calories', sugarContent: '20 grams' },
        },
        // No facts yet: nothing claimed, never a zero.
        { '@type': 'MenuItem', '@id': 'https://tea.example/menu/s1?drink=d3', name: 'New Tea' },
      ],
    });
  });
});
