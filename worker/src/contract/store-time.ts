/**
 * A store's own clock: the wall-clock date, weekday and minute in its IANA
 * time zone, read through Intl so daylight-saving changes come from the
 * platform's zone data rather than fixed offsets. Zod-free on purpose: the
 * web's public bundle and the Worker (sitemap, special hours) both use it.
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

export function isTimeZone(name: string): boolean {
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
  const parts = Object.fromEntries(
    formatIn(isTimeZone(timeZone) ? timeZone : DEFAULT_TIME_ZONE)
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
