/**
 * The store page's schema.org description for local search: a
 * CafeOrCoffeeShop with its address, position, contact and opening hours
 * (the week, then each coming special date, which wins on that date). Pure,
 * so the server's render and the browser's carry the same object. URLs are
 * site-relative unless an origin is given (a server render knows its own).
 */
import { weekdays } from '../../lib/contract';
import { comingSpecialHours, type StoreHours } from './store-status';

export interface StoreForSearch extends StoreHours {
  name: string;
  slug: string;
  address: string;
  email: string;
  phone: string;
  image: string | null;
  latitude: number | null;
  longitude: number | null;
}

/** '612 Congress Ave, Austin, TX 78701' → its parts; anything else stays one street line. */
export function postalAddress(address: string) {
  const parts = address.split(/,\s*/);
  const regionAndZip = /^([A-Z]{2})\s+(\d{5}(?:-\d{4})?)$/.exec(parts.at(-1) ?? '');
  if (parts.length < 3 || !regionAndZip) return { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'US' };
  return {
    '@type': 'PostalAddress',
    streetAddress: parts.slice(0, -2).join(', '),
    addressLocality: parts.at(-2),
    addressRegion: regionAndZip[1],
    postalCode: regionAndZip[2],
    addressCountry: 'US',
  };
}

// schema.org's way of saying closed all day.
const CLOSED = { opens: '00:00', closes: '00:00' };

export function storeJsonLd(store: StoreForSearch, now: Date, origin = '') {
  const url = `${origin}/locations/${encodeURIComponent(store.slug)}`;
  const week = store.timings.flatMap((t, i) =>
    t.openTime && t.closingTime ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: `https://schema.org/${weekdays[i]}`, opens: t.openTime, closes: t.closingTime }] : [],
  );
  const special = comingSpecialHours(store, now).map((d) => ({
    '@type': 'OpeningHoursSpecification',
    validFrom: d.date,
    validThrough: d.date,
    ...(d.openTime && d.closingTime ? { opens: d.openTime, closes: d.closingTime } : CLOSED),
  }));
  return {
    '@context': 'https://schema.org',
    '@type': 'CafeOrCoffeeShop',
    '@id': url,
    name: store.name,
    url,
    ...(store.image ? { image: `${origin}${store.image}` } : {}),
    ...(store.phone ? { telephone: store.phone } : {}),
    email: store.email,
    address: postalAddress(store.address),
    ...(store.latitude !== null && store.longitude !== null ? { geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude } } : {}),
    servesCuisine: 'Bubble tea',
    openingHoursSpecification: [...week, ...special],
  };
}
