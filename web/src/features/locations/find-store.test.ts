import { describe, expect, it } from 'vitest';
import { findStores, mapEmbedSrc, orderOnlineHref } from './find-store';

const stores = [
  { name: 'Downtown Austin', address: '612 Congress Ave, Austin, TX 78701' },
  { name: 'Houston Chinatown', address: '9889 Bellaire Blvd, Suite 110, Houston, TX 77036' },
  { name: 'San Jose Japantown', address: '565 N 6th St, San Jose, CA 95112' },
];
const names = (query: string) => findStores(stores, query).matches.map((s) => s.name);

describe('findStores', () => {
  it('matches the name, city, state or ZIP in any case, ignoring spaces around the query', () => {
    expect(names('  TOWN ')).toEqual(['Downtown Austin', 'Houston Chinatown', 'San Jose Japantown']);
    expect(names('houston')).toEqual(['Houston Chinatown']);
    expect(names('78701')).toEqual(['Downtown Austin']);
    expect(names('TX')).toEqual(['Downtown Austin', 'Houston Chinatown']);
    expect(names('Texas')).toEqual(['Downtown Austin', 'Houston Chinatown']);
    expect(names('california')).toEqual(['San Jose Japantown']);
    expect(names('dallas')).toEqual([]);
  });

  it('forgives one typo', () => {
    expect(names('Huston')).toEqual(['Houston Chinatown']);
  });

  it('keeps every store for an empty query', () => {
    expect(names('')).toHaveLength(3);
  });
});

describe('orderOnlineHref', () => {
  it('accepts web links only', () => {
    expect(orderOnlineHref('https://order.example.com/austin')).toBe('https://order.example.com/austin');
    expect(orderOnlineHref('http://example.com')).toBe('http://example.com/');
    expect(orderOnlineHref('javascript:alert(1)')).toBeNull();
    expect(orderOnlineHref('ftp://example.com')).toBeNull();
    expect(orderOnlineHref('not a link')).toBeNull();
    expect(orderOnlineHref('')).toBeNull();
  });
});

describe('mapEmbedSrc', () => {
  it('encodes the address and zooms to 13', () => {
    expect(mapEmbedSrc('612 Congress Ave, Austin, TX 78701')).toBe('https://maps.google.com/maps?q=612%20Congress%20Ave%2C%20Austin%2C%20TX%2078701&z=13&output=embed');
  });
});
