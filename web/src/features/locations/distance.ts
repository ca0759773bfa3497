/** Straight-line distance for 'Use my location', worked out on the device (so offline too). */
export interface Coordinates {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle (haversine) distance in miles. */
export function milesBetween(a: Coordinates, b: Coordinates): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** '0.4 mi', '12 mi', '1,204 mi'. */
export function milesText(miles: number): string {
  return `${miles < 10 ? miles.toFixed(1) : Math.round(miles).toLocaleString('en-US')} mi`;
}

/**
 * Stores nearest first, each with its distance; stores without coordinates
 * keep their order after the others, with no distance.
 */
export function byDistance<T extends { latitude: number | null; longitude: number | null }>(stores: readonly T[], from: Coordinates): { store: T; miles: number | null }[] {
  const measured = stores.map((store) => ({
    store,
    miles: store.latitude === null || store.longitude === null ? null : milesBetween(from, { latitude: store.latitude, longitude: store.longitude }),
  }));
  return [...measured.filter((m) => m.miles !== null).sort((a, b) => a.miles! - b.miles!), ...measured.filter((m) => m.miles === null)];
}
