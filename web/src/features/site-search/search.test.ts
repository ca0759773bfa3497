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
    expect(searchSite({ drinks: [], stores: [unslugged] }, 'san jose').stores[0]!.href).toBe('/locations?q=San%20Jose%20Japantown');
    expect(stores).toEqual([]);
  });
});
