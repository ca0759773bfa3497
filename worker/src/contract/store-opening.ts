/**
 * When a store next opens, as an instant: the default end of a 'sold out'
 * (issue #25), so nothing stays sold out by mistake. Zod-free and pure, like
 * store-time.ts: the Worker computes the default and the web shows 'back at
 * 10:00 am' and schedules the return with the same arithmetic.
 *
 * A day's hours are its special hours if it has some, else its weekday's.
 * The next opening is the first opening strictly after `now`: a store open
 * now (also in hours that started yesterday and run past midnight) next
 * opens on a later day; one not yet open today opens later today.
 */
import { addDays, storeClock } from './store-time';

export interface OpeningHours {
  timeZone: string;
  /** Monday first, seven days; null times mean closed. */
  timings: readonly { openTime: string | null; closingTime: string | null }[];
  specialHours?: readonly { date: string; openTime: string | null; closingTime: string | null }[];
}

/** How far ahead to look; a store shut longer than this gets the fallback. */
const LOOK_AHEAD_DAYS = 14;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The instant a store's wall clock shows `minute` on `date`; on a daylight-saving change the offset is read twice so the hour that exists is chosen. */
export function storeInstant(date: string, minute: number, timeZone: string): number {
  const wall = Date.parse(`${date}T00:00:00Z`) + minute * MINUTE;
  let instant = wall;
  for (let i = 0; i < 2; i++) {
    const clock = storeClock(new Date(instant), timeZone);
    const shown = Date.parse(`${clock.date}T00:00:00Z`) + clock.minute * MINUTE;
    instant += wall - shown;
  }
  return instant;
}

function openingOn(hours: OpeningHours, date: string, weekday: number): string | null {
  const special = hours.specialHours?.find((s) => s.date === date);
  const day = special ?? hours.timings[weekday];
  return day?.openTime && day.closingTime ? day.openTime : null;
}

/**
 * The store's next opening after `now` (epoch ms). A store with no opening in
 * the next two weeks falls back to its next midnight, so a sold out still ends.
 */
export function nextOpening(hours: OpeningHours, now: number): number {
  const today = storeClock(new Date(now), hours.timeZone);
  for (let ahead = 0; ahead <= LOOK_AHEAD_DAYS; ahead++) {
    const day = addDays(today.date, ahead);
    const opens = openingOn(hours, day.date, day.weekday);
    if (!opens) continue;
    const at = storeInstant(day.date, minutesOf(opens), hours.timeZone);
    if (at > now) return at;
  }
  const midnight = storeInstant(addDays(today.date, 1).date, 0, hours.timeZone);
  return midnight > now ? midnight : now + DAY;
}

/** '10:00 am' on the store's wall clock. */
export function storeTimeText(at: number, timeZone: string): string {
  const clock = storeClock(new Date(at), timeZone);
  const h = Math.floor(clock.minute / 60);
  return `${h % 12 || 12}:${String(clock.minute % 60).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
}

/** Whether `at` falls on the store's calendar day after `now`'s ('back tomorrow at …'), same day, or later. */
export function storeDayOffset(at: number, now: number, timeZone: string): number {
  const a = storeClock(new Date(at), timeZone).date;
  const b = storeClock(new Date(now), timeZone).date;
  return Math.round((Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / DAY);
}

/** The items of a sold-out list still sold out at `now`: a passed `until` has simply ended. */
export function stillSoldOut<T extends { until: number }>(items: readonly T[], now: number): T[] {
  return items.filter((i) => i.until > now);
}

/** When the list next changes by the clock alone (the soonest `until` ahead), or null. */
export function nextReturn(items: readonly { until: number }[], now: number): number | null {
  const ahead = items.map((i) => i.until).filter((u) => u > now);
  return ahead.length ? Math.min(...ahead) : null;
}
