import { describe, expect, it } from 'vitest';
import { weekdays } from '../../lib/contract';
import { postalAddress, storeJsonLd, type StoreForSearch } from './store-json-ld';
import { dayOfWeekMembers, schemaProperties, schemaTypes } from './test-fixtures/schema-org-vocabulary';

const austin: StoreForSearch = {
  name: 'Downtown Austin',
  slug: 'downtown-austin',
  address: '612 Congress Ave, Austin, TX 78701',
  email: 'austin@example.com',
  phone: '(512) 555-0142',
  image: '/api/v1/media/picture/austin.png',
  latitude: 30.2686,
  longitude: -97.7427,
  timeZone: 'America/Chicago',
  timings: weekdays.map((day, i) => (i === 0 ? { day, openTime: null, closingTime: null } : { day, openTime: '10:00', closingTime: i === 5 ? '02:00' : '21:00' })),
  specialHours: [
    { date: '2026-11-20', openTime: null, closingTime: null, label: 'Already past' },
    { date: '2026-11-26', openTime: null, closingTime: null, label: 'Thanksgiving' },
    { date: '2026-12-24', openTime: '10:00', closingTime: '15:00', label: 'Christmas Eve' },
  ],
};
const now = new Date('2026-11-23T13:10:00Z');

const isA = (type: string, ancestor: string): boolean => type === ancestor || (schemaTypes[type] ?? []).some((parent) => isA(parent, ancestor));

/** Problems found walking a JSON-LD node against the schema.org vocabulary fixture. */
function validate(node: Record<string, unknown>, path = '$'): string[] {
  const type = node['@type'];
  if (typeof type !== 'string' || !(type in schemaTypes)) return [`${path}: unknown @type ${String(type)}`];
  return Object.entries(node).flatMap(([key, value]) => {
    if (key.startsWith('@')) return [];
    const property = schemaProperties[key];
    if (!property) return [`${path}.${key}: not a schema.org property`];
    if (!property.domain.some((d) => isA(type, d))) return [`${path}.${key}: not a property of ${type}`];
    return (Array.isArray(value) ? value : [value]).flatMap((v, i) => checkRange(v, property.range, `${path}.${key}${Array.isArray(value) ? `[${i}]` : ''}`));
  });
}

function checkRange(value: unknown, range: string[], path: string): string[] {
  if (typeof value === 'object' && value !== null) {
    const type = (value as { '@type'?: string })['@type'] ?? '';
    if (!range.some((r) => isA(type, r))) return [`${path}: ${type} is not one of ${range.join(', ')}`];
    return validate(value as Record<string, unknown>, path);
  }
  const fits: Record<string, (v: unknown) => boolean> = {
    Text: (v) => typeof v === 'string' && v.length > 0,
    URL: (v) => typeof v === 'string' && URL.canParse(v, 'https://bubbletea.example.com'),
    Number: (v) => typeof v === 'number' && Number.isFinite(v),
    Time: (v) => typeof v === 'string' && /^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/.test(v),
    Date: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v),
    DateTime: (v) => typeof v === 'string' && !Number.isNaN(Date.parse(v)),
    DayOfWeek: (v) => typeof v === 'string' && dayOfWeekMembers.includes(v),
  };
  return range.some((r) => fits[r]?.(value)) ? [] : [`${path}: ${JSON.stringify(value)} is not a ${range.join(' or ')}`];
}

describe('storeJsonLd', () => {
  it('is a valid schema.org CafeOrCoffeeShop: every type, property and value fits the vocabulary', () => {
    const ld = storeJsonLd(austin, now, 'https://bubbletea.example.com');
    expect(ld['@context']).toBe('https://schema.org');
    expect(validate(ld)).toEqual([]);
  });

  it('carries the address, position, telephone and the week with overnight hours', () => {
    const ld = storeJsonLd(austin, now, 'https://bubbletea.example.com');
    expect(ld).toMatchObject({
      '@type': 'CafeOrCoffeeShop',
      name: 'Downtown Austin',
      url: 'https://bubbletea.example.com/locations/downtown-austin',
      image: 'https://bubbletea.example.com/api/v1/media/picture/austin.png',
      telephone: '(512) 555-0142',
      address: { '@type': 'PostalAddress', streetAddress: '612 Congress Ave', addressLocality: 'Austin', addressRegion: 'TX', postalCode: '78701', addressCountry: 'US' },
      geo: { '@type': 'GeoCoordinates', latitude: 30.2686, longitude: -97.7427 },
    });
    const week = ld.openingHoursSpecification.filter((s) => 'dayOfWeek' in s);
    // Closed Monday is left out; Saturday runs past midnight.
    expect(week.map((s) => s.dayOfWeek)).toEqual(weekdays.slice(1).map((d) => `https://schema.org/${d}`));
    expect(week[4]).toEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Saturday', opens: '10:00', closes: '02:00' });
  });

  it('adds each coming special date, closed days as 00:00–00:00, and leaves past ones out', () => {
    const special = storeJsonLd(austin, now).openingHoursSpecification.filter((s) => 'validFrom' in s);
    expect(special).toEqual([
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-11-26', validThrough: '2026-11-26', opens: '00:00', closes: '00:00' },
      { '@type': 'OpeningHoursSpecification', validFrom: '2026-12-24', validThrough: '2026-12-24', opens: '10:00', closes: '15:00' },
    ]);
  });

  it('leaves out what the store does not have, and stays valid', () => {
    const bare = { ...austin, phone: '', image: null, latitude: null, longitude: null, address: 'Pier 39, Stall 4' };
    const ld = storeJsonLd(bare, now);
    expect(ld).not.toHaveProperty('telephone');
    expect(ld).not.toHaveProperty('geo');
    expect(ld.address).toEqual(postalAddress('Pier 39, Stall 4'));
    expect(ld.address).toEqual({ '@type': 'PostalAddress', streetAddress: 'Pier 39, Stall 4', addressCountry: 'US' });
    expect(validate(ld)).toEqual([]);
  });

  it('the validator itself refuses what schema.org does not define', () => {
    expect(validate({ '@type': 'CafeOrCoffeeShop', openNow: true })).toEqual(['$.openNow: not a schema.org property']);
    expect(validate({ '@type': 'CafeOrCoffeeShop', geo: { '@type': 'PostalAddress' } })).toEqual(['$.geo: PostalAddress is not one of GeoCoordinates, GeoShape']);
    expect(validate({ '@type': 'PostalAddress', opens: '10:00' })).toEqual(['$.opens: not a property of PostalAddress']);
  });
});
