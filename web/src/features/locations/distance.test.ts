import { describe, expect, it } from 'vitest';
import { byDistance, milesBetween, milesText } from './distance';

const newYork = { latitude: 40.7128, longitude: -74.006 };
const losAngeles = { latitude: 34.0522, longitude: -118.2437 };

describe('distance on the device', () => {
  it('measures great-circle miles', () => {
    expect(milesBetween(newYork, losAngeles)).toBeCloseTo(2445, -1);
    expect(milesBetween(newYork, newYork)).toBe(0);
  });

  it('writes short distances to a tenth and long ones whole', () => {
    expect([milesText(0.34), milesText(9.96), milesText(12.4), milesText(1204.2)]).toEqual(['0.3 mi', '10.0 mi', '12 mi', '1,204 mi']);
  });

  it('puts the nearest first and stores without coordinates last, in their order', () => {
    const stores = [
      { name: 'unknown 1', latitude: null, longitude: null },
      { name: 'LA', ...losAngeles },
      { name: 'unknown 2', latitude: null, longitude: null },
      { name: 'NY', ...newYork },
    ];
    expect(byDistance(stores, { latitude: 40, longitude: -75 }).map((m) => [m.store.name, m.miles === null])).toEqual([
      ['NY', false],
      ['LA', false],
      ['unknown 1', true],
      ['unknown 2', true],
    ]);
  });
});
