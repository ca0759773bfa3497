/** Demo stores across the four US time zones of the mainland, and coming-soon sites. */
import type { LocationText } from '../../worker/src/contract/locations';
import type { StorefrontArt } from './pictures';

/** [openTime, closingTime] as 24-hour 'HH:MM'; null = closed that day. '00:00' closing means midnight. */
export type DayHours = readonly [string, string] | null;

/** The time zone is an IANA one: the hours are the store's own. */
export interface LocationSeed extends LocationText {
  /** Where the store really is, for Use my location and directions. */
  coordinates: readonly [latitude: number, longitude: number];
  /** Monday to Sunday, as location_timings.day 0..6. */
  hours: readonly [DayHours, DayHours, DayHours, DayHours, DayHours, DayHours, DayHours];
  art: StorefrontArt;
  /** The demo franchise login running the store, whose own menu its page shows. */
  franchise?: string;
}

export interface ComingSoonSeed {
  name: string;
  address: string;
  email: string;
}

export const LOCATIONS: LocationSeed[] = [
  {
    name: 'Downtown Austin',
    address: '612 Congress Ave, Austin, TX 78701',
    email: 'austin@example.com',
    thirdPartyLink: 'https://order.example.com/downtown-austin',
    timeZone: 'America/Chicago',
    phone: '(512) 555-0142',
    coordinates: [30.2688, -97.7428],
    hours: [
      ['10:00', '21:00'],
      ['10:00', '21:00'],
      ['10:00', '21:00'],
      ['10:00', '22:00'],
      ['10:00', '23:00'],
      ['11:00', '23:00'],
      ['11:00', '20:00'],
    ],
    art: { sky: '#cfe8f7', facade: '#f6e7d7', trim: '#2f6f62', awning: ['#f28b82', '#fff5ef'], door: '#2f6f62', doorSide: 'right', plants: true, siding: true },
    franchise: 'franchise2@example.com',
  },
  {
    name: 'Houston Chinatown',
    address: '9889 Bellaire Blvd, Suite 110, Houston, TX 77036',
    email: 'houston@example.com',
    thirdPartyLink: 'https://order.example.com/houston-chinatown',
    timeZone: 'America/Chicago',
    phone: '(713) 555-0178',
    coordinates: [29.7053, -95.5536],
    hours: [
      ['11:00', '22:00'],
      ['11:00', '22:00'],
      ['11:00', '22:00'],
      ['11:00', '22:00'],
      ['11:00', '00:00'],
      ['10:00', '00:00'],
      ['10:00', '22:00'],
    ],
    art: { sky: '#ffe1cc', facade: '#d9e7f5', trim: '#7a3e65', awning: ['#7a3e65', '#f5e6ee'], door: '#e0a458', doorSide: 'left' },
  },
  {
    name: 'San Jose Japantown',
    address: '565 N 6th St, San Jose, CA 95112',
    email: 'sanjose@example.com',
    thirdPartyLink: 'https://order.example.com/san-jose-japantown',
    timeZone: 'America/Los_Angeles',
    phone: '(408) 555-0116',
    coordinates: [37.3487, -121.895],
    hours: [
      ['11:00', '21:00'],
      ['11:00', '21:00'],
      ['11:00', '21:00'],
      ['11:00', '21:00'],
      ['11:00', '22:30'],
      ['10:30', '22:30'],
      ['10:30', '21:00'],
    ],
    art: { sky: '#e0f2e9', facade: '#fff4e0', trim: '#c8553d', awning: ['#f4a259', '#fff4e0'], door: '#5b8e7d', doorSide: 'right', plants: true },
    franchise: 'franchise1@example.com',
  },
  {
    name: 'Seattle Capitol Hill',
    address: '1520 Broadway, Seattle, WA 98122',
    email: 'seattle@example.com',
    thirdPartyLink: 'https://order.example.com/seattle-capitol-hill',
    timeZone: 'America/Los_Angeles',
    phone: '(206) 555-0133',
    coordinates: [47.6145, -122.3208],
    hours: [null, ['12:00', '21:00'], ['12:00', '21:00'], ['12:00', '21:00'], ['12:00', '23:00'], ['11:00', '23:00'], ['11:00', '20:00']],
    art: { sky: '#dde6ee', facade: '#e9e4dc', trim: '#35524a', awning: ['#6a994e', '#f2e8cf'], door: '#bc4749', doorSide: 'left', plants: true, siding: true },
  },
  {
    name: 'Denver Larimer Square',
    address: '1430 Larimer St, Denver, CO 80202',
    email: 'denver@example.com',
    thirdPartyLink: 'https://order.example.com/denver-larimer-square',
    timeZone: 'America/Denver',
    phone: '(303) 555-0159',
    coordinates: [39.7478, -104.9993],
    hours: [
      ['10:00', '21:00'],
      ['10:00', '21:00'],
      ['10:00', '21:00'],
      ['10:00', '21:00'],
      ['10:00', '22:30'],
      ['10:00', '22:30'],
      ['11:00', '20:00'],
    ],
    art: { sky: '#e3eefb', facade: '#b5654a', trim: '#2d3047', awning: ['#1b998b', '#f7f7f2'], door: '#e0a458', doorSide: 'left', plants: true },
  },
  {
    name: 'Chicago Wicker Park',
    address: '1535 N Milwaukee Ave, Chicago, IL 60622',
    email: 'chicago@example.com',
    thirdPartyLink: 'https://order.example.com/chicago-wicker-park',
    timeZone: 'America/Chicago',
    phone: '(773) 555-0191',
    coordinates: [41.9093, -87.6775],
    hours: [
      ['10:30', '20:30'],
      ['10:30', '20:30'],
      ['10:30', '20:30'],
      ['10:30', '21:00'],
      ['10:30', '23:00'],
      ['10:00', '23:00'],
      ['10:00', '20:00'],
    ],
    art: { sky: '#d6e4f0', facade: '#c9826b', trim: '#2b2d42', awning: ['#2b2d42', '#edf2f4'], door: '#ef233c', doorSide: 'right', siding: true },
  },
  {
    name: 'Brooklyn Williamsburg',
    address: '214 Bedford Ave, Brooklyn, NY 11249',
    email: 'brooklyn@example.com',
    thirdPartyLink: 'https://order.example.com/brooklyn-williamsburg',
    timeZone: 'America/New_York',
    phone: '(718) 555-0124',
    coordinates: [40.7171, -73.958],
    hours: [
      ['09:00', '22:00'],
      ['09:00', '22:00'],
      ['09:00', '22:00'],
      ['09:00', '22:00'],
      ['09:00', '00:00'],
      ['10:00', '00:00'],
      ['10:00', '22:00'],
    ],
    art: { sky: '#f6e6f0', facade: '#f7f1e3', trim: '#3d5a80', awning: ['#ee6c4d', '#f7f1e3'], door: '#3d5a80', doorSide: 'left', plants: true },
  },
  {
    name: 'Orlando Mills 50',
    address: '1221 E Colonial Dr, Orlando, FL 32803',
    email: 'orlando@example.com',
    thirdPartyLink: 'https://order.example.com/orlando-mills-50',
    timeZone: 'America/New_York',
    phone: '(407) 555-0167',
    coordinates: [28.5534, -81.3654],
    hours: [
      ['11:00', '22:00'],
      ['11:00', '22:00'],
      ['11:00', '22:00'],
      ['11:00', '22:00'],
      ['11:00', '23:30'],
      ['11:00', '23:30'],
      ['12:00', '21:00'],
    ],
    art: { sky: '#d4f1f4', facade: '#ffe5ec', trim: '#0f7c80', awning: ['#ffb4a2', '#fffaf5'], door: '#0f7c80', doorSide: 'right', plants: true },
  },
];

export const COMING_SOON: ComingSoonSeed[] = [
  { name: 'Las Vegas Chinatown', address: '4215 Spring Mountain Rd, Las Vegas, NV 89102', email: 'lasvegas@example.com' },
  { name: 'Atlanta Midtown', address: '950 W Peachtree St NW, Atlanta, GA 30309', email: 'atlanta@example.com' },
  { name: 'Denver Highlands', address: '3220 Tejon St, Denver, CO 80211', email: 'denver@example.com' },
];
