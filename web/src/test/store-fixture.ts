import { weekdays, type Location } from '../lib/contract';

/** A store as the API sends it, open 10:00–21:00 every day in Central time, for web tests to adjust. */
export function storeFixture(overrides: Partial<Location> = {}): Location {
  const name = overrides.name ?? 'Downtown Austin';
  return {
    _id: `l-${name}`,
    name,
    slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    address: '612 Congress Ave, Austin, TX 78701',
    email: 'austin@example.com',
    phone: '',
    thirdPartyLink: 'https://order.example.com/austin',
    image: null,
    timeZone: 'America/Chicago',
    latitude: null,
    longitude: null,
    timings: weekdays.map((day) => ({ day, openTime: '10:00', closingTime: '21:00' })),
    specialHours: [],
    franchiseId: null,
    menu: [],
    ...overrides,
  };
}
