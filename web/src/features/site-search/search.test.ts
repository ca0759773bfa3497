import { describe, expect, it } from 'vitest';
import { searchSite } from './search';

const drink = (id: string, name: string, seriesId = 's1') => ({ _id: id, name, seriesId, image: null });
const store = (id: string, name: string) => ({ _id: id, name, slug: name.toLowerCase().replace(/ /g, '-'), address: `${name} St`, image: null });

const data = {
  drinks: [
    drink('d1', 'Classic Pearl Milk Tea', 'milk'),
    drink('d2', 'Taro Milk Tea', 'milk'),
    drink('d3', 'Mango Tango Puffle', 'waffle'),
    drink('d4', 'Matcha Red Bean Puffle', 'waffle'),
    drink('d5', 'Teaspresso'),
    drink('d6', 'Crème Brûlée Latte', 'coffee'),
  ],
  stores: [store('l1', 'Downtown Austin'), store('l2', 'Houston Chinatown'), store('l3', 'San Jose Japantown')],
  seriesNames: new Map([
    ['milk', 'Milk Tea'],
    ['waffle', 'Puffle Waffle'],
  ]),
};

const titles = (r: { title: string }[]) => r.map((x) => x.title);

describe('header search', () => {
  it('finds nothing for an empty or blank query', () => {
    expect(searchSite(data, '')).toEqual({ drinks: [], stores: [] });
    expect(searchSite(data, '   ')).toEqual({ drinks: [], stores: [] });
  });

  it('matches part of a name in any case', () => {
    expect(titles(searchSite(data, 'MILK').drinks)).toEqual(['Classic Pearl Milk Tea', 'Taro Milk Tea']);
    expect(titles(searchSite(data, 'houst').stores)).toEqual(['Houston Chinatown']);
    expect(searchSite(data, 'pizza')).toEqual({ drinks: [], stores: [] });
  });

  it('needs every word, in any order', () => {
    expect(titles(searchSite(data, 'tea milk taro').drinks)).toEqual(['Taro Milk Tea']);
    expect(titles(searchSite(data, 'milk puffle').drinks)).toEqual([]);
  });

  it('ignores accents', () => {
    expect(titles(searchSite(data, 'creme brulee').drinks)).toEqual(['Crème Brûlée Latte']);
  });

  it('ranks names starting with the query first, then word starts, then the rest', () => {
    // "tea": Teaspresso starts with it; "Milk Tea" names have a word starting with it.
    expect(titles(searchSite(data, 'tea').drinks)).toEqual(['Teaspresso', 'Classic Pearl Milk Tea', 'Taro Milk Tea']);
    // "town": only inside words, kept in cache order.
    expect(titles(searchSite(data, 'town').stores)).toEqual(['Downtown Austin', 'Houston Chinatown', 'San Jose Japantown']);
  });

  it('searches drinks and stores separately and caps each group', () => {
    const many = { drinks: Array.from({ length: 8 }, (_, i) => drink(`x${i}`, `Tea ${i}`)), stores: [store('t', 'Tea Town')] };
    const results = searchSite(many, 'tea');
    expect(results.drinks).toHaveLength(5);
    expect(titles(results.stores)).toEqual(['Tea Town']);
  });

  it('links a drink to its series page with the drink to open, and a store to its own page', () => {
    const { drinks, stores } = searchSite(data, 'taro');
    expect(drinks[0]).toMatchObject({ href: '/menu/milk?drink=d2', detail: 'Milk Tea', kind: 'drink' });
    expect(searchSite(data, 'san jose').stores[0]).toMatchObject({ href: '/locations/san-jose-japantown', kind: 'store' });
    // A store cached before store pages existed has no slug yet: the filtered list finds it.
    const { slug: _, ...unslugged } = store('l9', 'San Jose Japantown');
    expect(searchSite({ drinks: [], stores: [unslugged] }, 'san jose').stores[0].href).toBe('/locations?q=San%20Jose%20Japantown');
    expect(stores).toEqual([]);
  });
});

describe('header search, forgiving and by place (issue #26)', () => {
  const placed = {
    drinks: data.drinks,
    stores: [
      { ...store('l1', 'Downtown Austin'), address: '612 Congress Ave, Austin, TX 78701' },
      { ...store('l2', 'Houston Chinatown'), address: '9889 Bellaire Blvd, Houston, TX 77036' },
      {
        ...store('l3', 'San Jose Japantown'),
        address: '565 N 6th St, San Jose, CA 95112',
        menu: [{ drinks: [{ _id: 'own1', name: 'Black Sesame Latte', image: null }] }],
      },
    ],
    seriesNames: data.seriesNames,
  };

  it('forgives one slip in a word: tarro finds Taro', () => {
    expect(titles(searchSite(placed, 'tarro').drinks)).toEqual(['Taro Milk Tea']);
    expect(titles(searchSite(placed, 'mnago').drinks)).toEqual(['Mango Tango Puffle']);
    // Exact matches come before near misses.
    expect(titles(searchSite({ drinks: [drink('a', 'Taro Slush'), drink('b', 'Tarot Tea')], stores: [] }, 'tarot').drinks)).toEqual(['Tarot Tea', 'Taro Slush']);
    expect(searchSite(placed, 'tsx').drinks).toEqual([]);
  });

  it('offers a state or a city typed as its list of stores, before the stores themselves', () => {
    const { stores } = searchSite(placed, 'Texas');
    expect(stores[0]).toMatchObject({ kind: 'place', title: 'Texas', detail: '2 stores', href: '/locations?q=Texas' });
    expect(titles(stores.slice(1))).toEqual(['Downtown Austin', 'Houston Chinatown']);
    expect(searchSite(placed, 'tx').stores[0]).toMatchObject({ kind: 'place', title: 'Texas' });
    expect(searchSite(placed, 'houston').stores[0]).toMatchObject({ kind: 'place', title: 'Houston, TX', detail: '1 store' });
    expect(titles(searchSite(placed, '78701').stores)).toEqual(['Downtown Austin']);
  });

  it('finds a drink only one store makes, leading to that store', () => {
    expect(searchSite(placed, 'sesame').drinks).toEqual([
      { id: 'l3:own1', kind: 'drink', title: 'Black Sesame Latte', detail: 'Only at San Jose Japantown', href: '/locations/san-jose-japantown', image: null },
    ]);
  });

  it('finds drinks by a topping they take and by their dietary marks, after drinks named so', () => {
    const facts = (toppingIds: string[], caffeineMg: number, allergens: ('milk' | 'tree-nuts')[] = ['milk'], vegan = false) => ({
      sizes: [{ name: 'Medium', ounces: 16, calories: 200, sugarG: 30, addedSugarG: 20, caffeineMg }],
      served: 'both' as const,
      sugarLevels: [100],
      iceLevels: ['regular' as const],
      allergens,
      dairyFreeOption: false,
      vegan,
      toppingIds,
    });
    const withFacts = {
      ...data,
      drinks: [
        { ...drink('d1', 'Classic Pearl Milk Tea', 'milk'), facts: facts(['grass-jelly', 'pearls'], 60) },
        { ...drink('d7', 'Strawberry Yakult', 'fruit'), facts: facts(['popping'], 0, [], true) },
        { ...drink('d8', 'Grass Jelly Oolong', 'fruit'), facts: facts([], 40, []) },
        { ...drink('d9', 'Taro Slush', 'blended'), facts: null },
      ],
      toppingNames: new Map([
        ['grass-jelly', 'Grass Jelly'],
        ['pearls', 'Tapioca Pearls'],
        ['popping', 'Strawberry Popping Boba'],
      ]),
    };
    const grass = searchSite(withFacts, 'grass jelly').drinks;
    expect(grass.map((r) => [r.title, r.detail])).toEqual([
      ['Grass Jelly Oolong', 'Drink'],
      ['Classic Pearl Milk Tea', 'Milk Tea · With Grass Jelly'],
    ]);
    expect(searchSite(withFacts, 'caffeine free').drinks.map((r) => [r.title, r.detail])).toEqual([['Strawberry Yakult', 'Drink · Caffeine-free']]);
    expect(titles(searchSite(withFacts, 'vegan').drinks)).toEqual(['Strawberry Yakult']);
    expect(titles(searchSite(withFacts, 'dairy free').drinks)).toEqual(['Strawberry Yakult', 'Grass Jelly Oolong']);
    expect(titles(searchSite(withFacts, 'tapioca').drinks)).toEqual(['Classic Pearl Milk Tea']);
  });
});
