import { describe, expect, it } from 'vitest';
import { addressParts, areaOf, searchPlaces } from './place-search';

const stores = [
  { name: 'Downtown Austin', address: '612 Congress Ave, Austin, TX 78701' },
  { name: 'Houston Chinatown', address: '9889 Bellaire Blvd, Suite 110, Houston, TX 77036' },
  { name: 'San Jose Japantown', address: '565 N 6th St, San Jose, CA 95112' },
  { name: 'Denver Larimer Square', address: '1430 Larimer St, Denver, CO 80202' },
  { name: 'Brooklyn Williamsburg', address: '214 Bedford Ave, Brooklyn, NY 11249' },
  { name: 'Orlando Mills 50', address: '1221 E Colonial Dr, Orlando, FL 32803' },
];
const names = (query: string) => searchPlaces(stores, query).matches.map((s) => s.name);

describe('addressParts', () => {
  it('reads street, city, state and ZIP of a US address', () => {
    expect(addressParts('9889 Bellaire Blvd, Suite 110, Houston, TX 77036')).toEqual({
      street: '9889 Bellaire Blvd, Suite 110',
      city: 'Houston',
      state: 'TX',
      zip: '77036',
    });
    expect(addressParts('1 Main St, Reno, Nevada 89501-1234')).toEqual({ street: '1 Main St', city: 'Reno', state: 'NV', zip: '89501' });
    expect(addressParts('1 Main St, Reno, nv')).toEqual({ street: '1 Main St', city: 'Reno', state: 'NV', zip: '' });
  });

  it('keeps an address it cannot read as the street', () => {
    expect(addressParts('Somewhere in town')).toEqual({ street: 'Somewhere in town', city: '', state: '', zip: '' });
  });
});

describe('searchPlaces', () => {
  it('finds stores by ZIP, whole or while typing it', () => {
    expect(names('78701')).toEqual(['Downtown Austin']);
    expect(names('770')).toEqual(['Houston Chinatown']);
    expect(searchPlaces(stores, '78701').nearZip).toBeNull();
  });

  it('offers the stores of the area for a ZIP with no store of its own, nearest ZIP first', () => {
    expect(searchPlaces(stores, '78745')).toEqual({ matches: [stores[0]], nearZip: '78745' });
    expect(searchPlaces(stores, '59601')).toEqual({ matches: [], nearZip: '59601' });
  });

  it('finds stores by state code or state name, in any case', () => {
    expect(names('TX')).toEqual(['Downtown Austin', 'Houston Chinatown']);
    expect(names('texas')).toEqual(['Downtown Austin', 'Houston Chinatown']);
    expect(names('New York')).toEqual(['Brooklyn Williamsburg']);
    expect(names('ny')).toEqual(['Brooklyn Williamsburg']);
  });

  it('takes a state code as that state, not as the start of every word', () => {
    // 'co' starts Congress and Colonial, but means Colorado.
    expect(names('co')).toEqual(['Denver Larimer Square']);
  });

  it('finds stores by city, name or street, every word typed fitting somewhere', () => {
    expect(names('houston')).toEqual(['Houston Chinatown']);
    expect(names('san jose')).toEqual(['San Jose Japantown']);
    expect(names('bedford')).toEqual(['Brooklyn Williamsburg']);
    expect(names('austin 78701')).toEqual(['Downtown Austin']);
    expect(names('austin ca')).toEqual([]);
  });

  it('forgives one slip in a word', () => {
    expect(names('Huoston')).toEqual(['Houston Chinatown']);
    expect(names('Texs')).toEqual(['Downtown Austin', 'Houston Chinatown']);
    expect(names('Brooklin')).toEqual(['Brooklyn Williamsburg']);
    expect(names('Brokolin')).toEqual([]);
  });

  it('puts closer fits first', () => {
    // Exact in a name beats one slip away from 'Texas'.
    const list = [...stores, { name: 'Tejas Corner', address: '1 Main St, Dallas, TX 75201' }];
    expect(searchPlaces(list, 'tejas').matches.map((s) => s.name)).toEqual(['Tejas Corner', 'Downtown Austin', 'Houston Chinatown']);
  });

  it('keeps every store, in order, for an empty query', () => {
    expect(names('  ')).toEqual(stores.map((s) => s.name));
  });
});

describe('areaOf', () => {
  it('names the state or city typed, with its stores', () => {
    expect(areaOf(stores, 'texas')).toEqual({ label: 'Texas', places: [stores[0], stores[1]] });
    expect(areaOf(stores, 'TX')?.label).toBe('Texas');
    expect(areaOf(stores, 'Texsa')?.label).toBe('Texas');
    expect(areaOf(stores, 'houston')).toEqual({ label: 'Houston, TX', places: [stores[1]] });
    expect(areaOf(stores, 'san jose')?.label).toBe('San Jose, CA');
  });

  it('is null for what is not a place with stores', () => {
    expect(areaOf(stores, 'taro')).toBeNull();
    expect(areaOf(stores, 'Ohio')).toBeNull();
    expect(areaOf(stores, '')).toBeNull();
  });
});
