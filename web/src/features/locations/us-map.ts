/**
 * Our own map of the contiguous US for the store overview: a hand-traced
 * outline (coast and borders, Long Island, the Great Lakes as water), a few
 * hundred kilometres accurate, drawn in the Albers equal-area projection the
 * USGS uses for national maps, and the same projection for the pins. No tiles,
 * no third party: it is in the page, so it works offline.
 */

type LonLat = readonly [lon: number, lat: number];

/** Clockwise from Cape Flattery: the 49th parallel, the lakes' border, New England, the Atlantic and Gulf coasts, the Rio Grande, the Pacific. */
const MAINLAND: readonly LonLat[] = [
  [-124.72, 48.38],
  [-123.4, 48.12],
  [-122.76, 49.0],
  [-120, 49],
  [-115, 49],
  [-110, 49],
  [-105, 49],
  [-100, 49],
  [-95.15, 49],
  [-94.6, 48.72],
  [-93.4, 48.6],
  [-92.4, 48.3],
  [-91.0, 48.2],
  [-89.6, 48.0],
  [-88.4, 48.3],
  [-85.0, 47.3],
  [-84.55, 46.55],
  [-84.1, 46.25],
  [-83.4, 45.95],
  [-82.5, 45.3],
  [-82.15, 44.0],
  [-82.42, 43.0],
  [-82.5, 42.6],
  [-83.05, 42.3],
  [-83.15, 42.05],
  [-82.65, 41.75],
  [-81.3, 42.2],
  [-80.0, 42.55],
  [-78.95, 42.88],
  [-79.05, 43.25],
  [-78.5, 43.6],
  [-77.0, 43.7],
  [-76.45, 44.1],
  [-75.8, 44.5],
  [-74.9, 45.0],
  [-73.3, 45.0],
  [-71.5, 45.01],
  // Maine's border, then the coast south.
  [-71.08, 45.3],
  [-70.3, 45.95],
  [-70.05, 46.4],
  [-69.23, 47.45],
  [-68.3, 47.36],
  [-67.79, 47.07],
  [-67.78, 45.93],
  [-67.42, 45.58],
  [-67.2, 45.18],
  [-66.98, 44.82],
  [-67.6, 44.5],
  [-68.2, 44.35],
  [-68.8, 44.45],
  [-69.3, 43.95],
  [-70.2, 43.65],
  [-70.6, 43.1],
  [-70.6, 42.65],
  [-70.95, 42.3],
  [-70.65, 41.95],
  [-70.5, 41.77],
  [-70.0, 41.77],
  [-70.05, 42.03],
  [-70.2, 42.07],
  [-69.95, 41.9],
  [-69.94, 41.67],
  [-70.3, 41.63],
  [-70.65, 41.55],
  [-71.15, 41.47],
  [-71.5, 41.37],
  [-71.9, 41.3],
  [-72.9, 41.25],
  [-73.7, 40.95],
  [-74.0, 40.7],
  [-74.0, 40.45],
  [-74.05, 39.9],
  [-74.3, 39.5],
  [-74.6, 39.25],
  [-74.95, 38.93],
  // Delaware Bay, Delmarva, Chesapeake Bay.
  [-75.2, 39.25],
  [-75.55, 39.5],
  [-75.4, 39.05],
  [-75.09, 38.8],
  [-75.05, 38.45],
  [-75.25, 38.0],
  [-75.65, 37.45],
  [-75.95, 37.12],
  [-76.0, 37.6],
  [-76.1, 38.3],
  [-76.25, 39.2],
  [-76.45, 39.0],
  [-76.4, 38.3],
  [-76.3, 37.5],
  [-76.25, 37.0],
  [-75.97, 36.9],
  [-75.75, 36.2],
  [-75.5, 35.6],
  [-75.53, 35.22],
  [-76.0, 35.05],
  [-76.55, 34.68],
  [-77.4, 34.5],
  [-77.95, 33.85],
  [-78.6, 33.85],
  [-79.2, 33.2],
  [-79.9, 32.75],
  [-80.6, 32.3],
  [-81.1, 31.8],
  [-81.4, 31.1],
  [-81.45, 30.4],
  [-81.25, 29.7],
  [-80.95, 29.1],
  [-80.55, 28.4],
  [-80.6, 28.1],
  [-80.2, 27.2],
  [-80.05, 26.5],
  [-80.13, 25.8],
  [-80.4, 25.2],
  [-81.1, 25.15],
  [-81.35, 25.8],
  [-81.8, 26.1],
  [-82.1, 26.6],
  [-82.65, 27.4],
  [-82.8, 28.0],
  [-82.75, 28.8],
  [-83.1, 29.2],
  [-83.6, 29.9],
  [-84.2, 30.05],
  [-85.0, 29.65],
  [-85.7, 30.1],
  [-86.5, 30.4],
  [-87.3, 30.3],
  [-88.4, 30.35],
  [-89.2, 30.35],
  [-89.65, 30.2],
  [-89.4, 29.5],
  [-89.15, 29.0],
  [-89.4, 28.93],
  [-89.7, 29.3],
  [-90.5, 29.1],
  [-91.2, 29.25],
  [-91.8, 29.5],
  [-92.3, 29.55],
  [-93.2, 29.75],
  [-93.85, 29.7],
  [-94.7, 29.35],
  [-95.3, 28.9],
  [-96.2, 28.45],
  [-96.9, 28.0],
  [-97.2, 27.6],
  [-97.35, 27.0],
  [-97.25, 26.4],
  [-97.15, 25.95],
  // The Rio Grande, then the land border to the Pacific.
  [-97.5, 25.88],
  [-98.2, 26.06],
  [-98.9, 26.35],
  [-99.5, 27.5],
  [-100.3, 28.3],
  [-100.6, 28.9],
  [-100.95, 29.35],
  [-101.4, 29.77],
  [-102.3, 29.85],
  [-102.7, 29.7],
  [-103.1, 28.98],
  [-103.5, 29.15],
  [-104.4, 29.6],
  [-104.7, 30.2],
  [-105.0, 30.7],
  [-105.6, 31.1],
  [-106.2, 31.5],
  [-106.53, 31.78],
  [-108.2, 31.78],
  [-108.2, 31.33],
  [-111.07, 31.33],
  [-114.81, 32.49],
  [-114.72, 32.72],
  [-117.12, 32.53],
  [-117.3, 33.1],
  [-117.9, 33.6],
  [-118.4, 33.75],
  [-118.5, 34.0],
  [-118.9, 34.03],
  [-119.3, 34.3],
  [-119.7, 34.4],
  [-120.47, 34.45],
  [-120.6, 34.9],
  [-120.9, 35.45],
  [-121.3, 35.7],
  [-121.9, 36.3],
  [-121.95, 36.6],
  [-121.8, 36.8],
  [-122.05, 36.95],
  [-122.4, 37.2],
  [-122.5, 37.75],
  [-123.0, 38.0],
  [-123.05, 38.3],
  [-123.7, 38.95],
  [-123.85, 39.8],
  [-124.2, 40.1],
  [-124.4, 40.45],
  [-124.1, 41.0],
  [-124.2, 41.75],
  [-124.4, 42.4],
  [-124.55, 42.85],
  [-124.1, 43.7],
  [-124.05, 44.5],
  [-123.95, 45.5],
  [-123.95, 46.2],
  [-124.1, 46.8],
  [-124.2, 47.4],
  [-124.6, 47.9],
];

const LONG_ISLAND: readonly LonLat[] = [
  [-74.02, 40.62],
  [-73.4, 40.6],
  [-72.6, 40.8],
  [-71.86, 41.07],
  [-72.4, 41.0],
  [-73.0, 40.95],
  [-73.7, 40.85],
  [-73.95, 40.75],
];

const GREAT_LAKES: readonly (readonly LonLat[])[] = [
  // Superior
  [
    [-92.1, 46.75],
    [-90.33, 47.75],
    [-89.2, 48.4],
    [-88.3, 48.95],
    [-86.4, 48.75],
    [-84.8, 47.95],
    [-84.55, 46.55],
    [-84.95, 46.77],
    [-86.0, 46.67],
    [-87.4, 46.52],
    [-88.1, 46.95],
    [-87.8, 47.47],
    [-88.6, 47.2],
    [-89.3, 46.9],
    [-90.8, 46.6],
    [-91.6, 46.75],
  ],
  // Michigan
  [
    [-84.75, 45.8],
    [-85.55, 46.05],
    [-86.3, 45.95],
    [-87.0, 45.78],
    [-88.0, 44.55],
    [-87.65, 44.85],
    [-87.05, 45.3],
    [-87.35, 44.85],
    [-87.5, 44.3],
    [-87.72, 43.75],
    [-87.9, 43.04],
    [-87.8, 42.3],
    [-87.6, 41.87],
    [-87.3, 41.62],
    [-86.85, 41.72],
    [-86.45, 42.15],
    [-86.25, 42.75],
    [-86.45, 43.6],
    [-86.45, 43.95],
    [-86.25, 44.6],
    [-86.05, 44.95],
    [-85.6, 45.15],
    [-85.05, 45.4],
    [-84.95, 45.75],
  ],
  // Huron
  [
    [-84.65, 45.85],
    [-83.6, 46.05],
    [-82.5, 46.2],
    [-81.6, 46.05],
    [-80.6, 46.0],
    [-79.9, 45.25],
    [-80.0, 44.5],
    [-80.9, 44.65],
    [-81.35, 45.2],
    [-81.75, 44.2],
    [-81.7, 43.6],
    [-82.1, 43.2],
    [-82.42, 43.0],
    [-82.55, 43.6],
    [-82.65, 44.05],
    [-82.95, 44.05],
    [-83.9, 43.65],
    [-83.4, 44.3],
    [-83.3, 44.9],
    [-83.45, 45.35],
    [-84.2, 45.65],
  ],
  // Erie
  [
    [-83.45, 41.7],
    [-82.75, 41.5],
    [-81.7, 41.5],
    [-80.5, 41.95],
    [-80.1, 42.13],
    [-78.9, 42.85],
    [-79.5, 42.85],
    [-80.3, 42.6],
    [-81.3, 42.65],
    [-82.0, 42.25],
    [-82.5, 41.95],
    [-83.1, 42.05],
  ],
  // Ontario
  [
    [-79.8, 43.25],
    [-79.4, 43.63],
    [-78.5, 43.93],
    [-77.2, 43.9],
    [-76.5, 44.15],
    [-76.2, 43.95],
    [-76.3, 43.5],
    [-77.5, 43.25],
    [-78.5, 43.35],
    [-79.05, 43.25],
  ],
];

// Albers equal-area conic, standard parallels 29.5° and 45.5°, centred on 37.5° N 96° W.
const rad = Math.PI / 180;
const [PHI1, PHI2, PHI0, LAMBDA0] = [29.5 * rad, 45.5 * rad, 37.5 * rad, -96 * rad];
const N = (Math.sin(PHI1) + Math.sin(PHI2)) / 2;
const C = Math.cos(PHI1) ** 2 + 2 * N * Math.sin(PHI1);
const RHO0 = Math.sqrt(C - 2 * N * Math.sin(PHI0)) / N;
/** Map units per projected unit: the outline comes out about 1000 wide. */
const SCALE = 1000;

function albers(lon: number, lat: number): [number, number] {
  const rho = Math.sqrt(C - 2 * N * Math.sin(lat * rad)) / N;
  const theta = N * (lon * rad - LAMBDA0);
  return [rho * Math.sin(theta) * SCALE, -(RHO0 - rho * Math.cos(theta)) * SCALE];
}

const projectedMainland = MAINLAND.map(([lon, lat]) => albers(lon, lat));
const PAD = 12;
const xs = projectedMainland.map(([x]) => x);
const ys = projectedMainland.map(([, y]) => y);
const [MIN_X, MIN_Y] = [Math.min(...xs) - PAD, Math.min(...ys) - PAD];

/** The SVG's viewBox size; the outline and the pins share it. */
export const MAP_WIDTH = Math.round(Math.max(...xs) + PAD - MIN_X);
export const MAP_HEIGHT = Math.round(Math.max(...ys) + PAD - MIN_Y);

/** A point on the map, in viewBox units. */
export function mapPoint(lon: number, lat: number): { x: number; y: number } {
  const [x, y] = albers(lon, lat);
  return { x: x - MIN_X, y: y - MIN_Y };
}

const pathOf = (ring: readonly LonLat[]) =>
  ring
    .map(([lon, lat], i) => {
      const { x, y } = mapPoint(lon, lat);
      return `${i ? 'L' : 'M'}${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join('') + 'Z';

/** The land (mainland and Long Island), and the lakes to draw over it as water. */
export const US_LAND_PATH = pathOf(MAINLAND) + pathOf(LONG_ISLAND);
export const US_LAKES_PATH = GREAT_LAKES.map(pathOf).join('');

/** The contiguous states' box: a store outside it (Alaska, Hawaii, Puerto Rico) or without coordinates is listed beside the map instead. */
export function onUsMap<T extends { latitude: number | null; longitude: number | null }>(store: T): store is T & { latitude: number; longitude: number } {
  const { latitude: lat, longitude: lon } = store;
  return lat !== null && lon !== null && lat >= 24.4 && lat <= 49.5 && lon >= -125 && lon <= -66.8;
}

/** Whether a map point falls on land: inside the outline, not in a lake (even-odd rule). */
export function onLand(lon: number, lat: number): boolean {
  const inside = (ring: readonly LonLat[]) => {
    let hit = false;
    for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
      const [xi, yi] = ring[i];
      const [xj, yj] = ring[j];
      if (yi > lat !== yj > lat && lon < ((xj - xi) * (lat - yi)) / (yj - yi) + xi) hit = !hit;
    }
    return hit;
  };
  return (inside(MAINLAND) || inside(LONG_ISLAND)) && !GREAT_LAKES.some(inside);
}
