import { searchPlaces, type PlaceSearch } from '../../lib/contract';

/**
 * 'Find a store' (SPEC §2.8, widened: the original matched names only): by
 * name, street, city, state or ZIP, one slip forgiven; a ZIP without a store
 * finds its area's (contract/place-search.ts). The same for coming-soon sites.
 */
export function findStores<T extends { name: string; address: string }>(stores: readonly T[], query: string): PlaceSearch<T> {
  return searchPlaces(stores, query);
}

/**
 * The 'Order Online' address, only when it is a web link: a stored
 * `javascript:` or other scheme must never become a clickable link.
 */
export function orderOnlineHref(link: string | null | undefined): string | null {
  if (!link) return null;
  try {
    const url = new URL(link.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The maps embed of SPEC §7.1 (zoom 13), built from the address alone. */
export function mapEmbedSrc(address: string): string {
  return `https://maps.google.com/maps?q=${encodeURIComponent(address)}&z=13&output=embed`;
}

/** Directions to the store in Google Maps: to its coordinates when known, else to its address. */
export function directionsHref(store: { address: string; latitude: number | null; longitude: number | null }): string {
  const destination = store.latitude !== null && store.longitude !== null ? `${store.latitude},${store.longitude}` : store.address;
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
