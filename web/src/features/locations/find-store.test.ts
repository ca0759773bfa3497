import { describe, expect, it } from 'vitest';
import { findStores, mapEmbedSrc, orderOnlineHref } from './find-store';

const stores = [{ name: 'Downtown Austin' }, { name: 'Houston Chinatown' }, { name: 'San Jose Japantown' }];

describe('findStores', () => {
  it('matches part of the name in any case, ignoring spaces around the query', () => {
    expect(findStores(stores, '  TOWN ').map((s) => s.name)).toEqual(['Downtown Austin', 'Houston Chinatown', 'San Jose Japantown']);
    expect(findStores(stores, 'houston').map((s) => s.name)).toEqual(['Houston Chinatown']);
    expect(findStores(stores, 'dallas')).toEqual([]);
  });

  it('keeps every store for an empty query', () => {
    expect(findStores(stores, '')).toHaveLength(3);
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
    expect(mapEmbedSrc('612 Congress Ave, Austin, TX 78701')).toBe(
      'https://maps.google.com/maps?q=612%20Congress%20Ave%2C%20Austin%2C%20TX%2078701&z=13&output=embed',
    );
  });
});
