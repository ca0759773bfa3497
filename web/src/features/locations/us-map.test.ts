import { describe, expect, it } from 'vitest';
import { MAP_HEIGHT, MAP_WIDTH, mapPoint, onLand, onUsMap } from './us-map';

// [longitude, latitude]
const cities = {
  seattle: [-122.33, 47.61],
  sanJose: [-121.9, 37.35],
  denver: [-105.0, 39.75],
  austin: [-97.74, 30.27],
  chicago: [-87.68, 41.91],
  brooklyn: [-73.96, 40.72],
  orlando: [-81.37, 28.55],
  miami: [-80.2, 25.77],
  bangor: [-68.77, 44.8],
} as const;

describe('the US outline', () => {
  it('has the stores’ cities on land', () => {
    for (const [name, [lon, lat]] of Object.entries(cities)) expect(onLand(lon, lat), name).toBe(true);
  });

  it('leaves the lakes, the sea and the neighbours off it', () => {
    expect(onLand(-87.0, 43.5)).toBe(false); // Lake Michigan
    expect(onLand(-87.5, 47.6)).toBe(false); // Lake Superior
    expect(onLand(-90.0, 26.0)).toBe(false); // Gulf of Mexico
    expect(onLand(-100.3, 25.7)).toBe(false); // Monterrey, Mexico
    expect(onLand(-79.4, 43.7)).toBe(false); // Toronto
    expect(onLand(-120.0, 36.0)).toBe(true);
    expect(onLand(-126.0, 40.0)).toBe(false); // the Pacific
  });
});

describe('mapPoint', () => {
  it('puts the west left of the east and the north above the south, inside the map', () => {
    const seattle = mapPoint(...cities.seattle);
    const miami = mapPoint(...cities.miami);
    const austin = mapPoint(...cities.austin);
    const chicago = mapPoint(...cities.chicago);
    expect(seattle.x).toBeLessThan(austin.x);
    expect(austin.x).toBeLessThan(miami.x);
    expect(chicago.y).toBeLessThan(austin.y);
    for (const p of [seattle, miami, austin, chicago]) {
      expect(p.x).toBeGreaterThan(0);
      expect(p.x).toBeLessThan(MAP_WIDTH);
      expect(p.y).toBeGreaterThan(0);
      expect(p.y).toBeLessThan(MAP_HEIGHT);
    }
  });

  it('keeps the proportions of an equal-area map: the country is about 1.6 times as wide as tall', () => {
    expect(MAP_WIDTH / MAP_HEIGHT).toBeGreaterThan(1.45);
    expect(MAP_WIDTH / MAP_HEIGHT).toBeLessThan(1.75);
  });
});

describe('onUsMap', () => {
  it('keeps stores outside the contiguous states, or without coordinates, for the list beside the map', () => {
    expect(onUsMap({ latitude: 30.27, longitude: -97.74 })).toBe(true);
    expect(onUsMap({ latitude: 21.3, longitude: -157.85 })).toBe(false); // Honolulu
    expect(onUsMap({ latitude: 61.2, longitude: -149.9 })).toBe(false); // Anchorage
    expect(onUsMap({ latitude: null, longitude: null })).toBe(false);
  });
});
