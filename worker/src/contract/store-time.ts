/**
 * A store's own clock: the wall-clock date, weekday and minute in its IANA
 * time zone. Zod-free on purpose: the web's public bundle and the Worker
 * (sitemap, special hours) both use it.
 *
 * The US zones head office picks from are computed from their rules (the
 * Energy Policy Act of 2005: daylight saving from 2:00 on March's second
 * Sunday to 2:00 on November's first), not read through Intl: a page's first
 * Intl date format makes the browser load its locale and zone data, tens of
 * milliseconds of a phone's main thread in the task that takes the store
 * page over. store-time.test.ts checks every hour of several years against
 * Intl, so a change of the law shows there first. Any other zone goes
 * through Intl.
 */

/** The time zones head office picks from; any other IANA name is accepted too. */
export const US_TIME_ZONES = [
  { id: 'America/New_York', label: 'Eastern' },
  { id: 'America/Chicago', label: 'Central' },
  { id: 'America/Denver', label: 'Mountain' },
  { id: 'America/Phoenix', label: 'Mountain, no daylight saving (Arizona)' },
  { id: 'America/Los_Angeles', label: 'Pacific' },
  { id: 'America/Anchorage', label: 'Alaska' },
  { id: 'Pacific/Honolulu', label: 'Hawaii' },
] as const;

export const DEFAULT_TIME_ZONE = 'America/Chicago';

export interface StoreClock {
  /** YYYY-MM-DD in the store's calendar. */
  date: string;
  /** Monday = 0 … Sunday = 6. */
  weekday: number;
  /** Minutes since the store's midnight, 0–1439. */
  minute: number;
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatIn(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Minutes east of UTC outside daylight saving, and whether the zone keeps it. */
const US_RULES: Record<string, { standard: number; daylightSaving: boolean }> = {
  'America/New_York': { standard: -300, daylightSaving: true },
  'America/Chicago': { standard: -360, daylightSaving: true },
  'America/Denver': { standard: -420, daylightSaving: true },
  'America/Phoenix': { standard: -420, daylightSaving: false },
  'America/Los_Angeles': { standard: -480, daylightSaving: true },
  'America/Anchorage': { standard: -540, daylightSaving: true },
  'Pacific/Honolulu': { standard: -600, daylightSaving: false },
};

const MINUTE = 60_000;

/** The day of `month` (0-based) that is its `nth` Sunday. */
function nthSunday(year: number, month: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month, 1)).getUTCDay();
  return 1 + ((7 - firstWeekday) % 7) + 7 * (nth - 1);
}

/** The zone's offset from UTC at `time`, in minutes. */
function usOffset(time: number, { standard, daylightSaving }: { standard: number; daylightSaving: boolean }): number {
  if (!daylightSaving) return standard;
  const year = new Date(time + standard * MINUTE).getUTCFullYear();
  // 2:00 standard time, and 2:00 daylight time (1:00 standard), as instants.
  const starts = Date.UTC(year, 2, nthSunday(year, 2, 2), 2) - standard * MINUTE;
  const ends = Date.UTC(year, 10, nthSunday(year, 10, 1), 2) - (standard + 60) * MINUTE;
  return time >= starts && time < ends ? standard + 60 : standard;
}

export function isTimeZone(name: string): boolean {
  if (name in US_RULES) return true;
  try {
    formatIn(name);
    return true;
  } catch {
    return false;
  }
}

const WEEKDAYS_SHORT = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** The store's wall clock at `now`; an unknown zone falls back to the default rather than failing a page. */
export function storeClock(now: Date, timeZone: string): StoreClock {
  const rule = US_RULES[timeZone] ?? (isTimeZone(timeZone) ? undefined : US_RULES[DEFAULT_TIME_ZONE]);
  if (rule) {
    const wall = new Date(now.getTime() + usOffset(now.getTime(), rule) * MINUTE);
    return { date: wall.toISOString().slice(0, 10), weekday: (wall.getUTCDay() + 6) % 7, minute: wall.getUTCHours() * 60 + wall.getUTCMinutes() };
  }
  return clockThroughIntl(now, timeZone);
}

/** The clock read through Intl: for any zone not in US_RULES, and for the test that holds the rules to Intl. */
export function clockThroughIntl(now: Date, timeZone: string): StoreClock {
  const parts = Object.fromEntries(
    formatIn(timeZone)
      .formatToParts(now)
      .map((p) => [p.type, p.value]),
  );
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS_SHORT.indexOf(parts.weekday ?? ''),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}

/** A calendar date `days` after `date` (both YYYY-MM-DD), with its weekday (Monday = 0). */
export function addDays(date: string, days: number): { date: string; weekday: number } {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return { date: d.toISOString().slice(0, 10), weekday: (d.getUTCDay() + 6) % 7 };
}
