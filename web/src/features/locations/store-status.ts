/**
 * "Can I go now?" for a store, in the store's own time (its IANA zone), from
 * its week and its dated special hours. A pure function of (store, now): the
 * server's render and the browser's agree, and a minute tick re-runs it.
 *
 * Hours that close at or before they open run past midnight and belong to
 * the day they started: Saturday 10:00–02:00 is open at 01:30 on Sunday.
 * Times compare as the store's wall clock, so on daylight-saving change days
 * a store is open exactly while its clock shows an opening hour.
 */
import { addDays, storeClock } from '../../lib/contract';
import type { DayTiming } from './open-till';
import { to12Hour } from './open-till';
import { locationTexts } from './texts';

export interface SpecialDay {
  date: string;
  openTime: string | null;
  closingTime: string | null;
  label: string;
}

export interface StoreHours {
  timeZone: string;
  timings: readonly DayTiming[];
  specialHours?: readonly SpecialDay[];
}

export type StoreState = 'open' | 'closing-soon' | 'opens-later' | 'closed';

export interface StoreStatus {
  state: StoreState;
  text: string;
}

const CLOSING_SOON_MINUTES = 60;
const DAY = 24 * 60;
/** How far ahead "opens …" looks; a store shut for longer just says Closed. */
const LOOK_AHEAD_DAYS = 14;

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

interface Span {
  open: number;
  /** Past DAY when the hours run past midnight. */
  close: number;
  openTime: string;
  closingTime: string;
}

/** The hours a store keeps on one of its calendar dates: that date's special hours, else its weekday's. */
export function hoursOn(store: StoreHours, date: string, weekday: number): { span: Span | null; special: SpecialDay | null } {
  const special = store.specialHours?.find((s) => s.date === date) ?? null;
  const { openTime, closingTime } = special ?? store.timings[weekday] ?? { openTime: null, closingTime: null };
  if (!openTime || !closingTime) return { span: null, special };
  const open = minutesOf(openTime);
  const close = minutesOf(closingTime);
  return { span: { open, close: close <= open ? close + DAY : close, openTime, closingTime }, special };
}

const SHORT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

export function storeStatus(store: StoreHours, now: Date): StoreStatus {
  const clock = storeClock(now, store.timeZone);
  const yesterday = addDays(clock.date, -1);
  const late = hoursOn(store, yesterday.date, yesterday.weekday).span;
  const today = hoursOn(store, clock.date, clock.weekday).span;
  const openSpan =
    late && clock.minute + DAY < late.close
      ? { span: late, left: late.close - DAY - clock.minute }
      : today && clock.minute >= today.open && clock.minute < today.close
        ? { span: today, left: today.close - clock.minute }
        : null;
  if (openSpan) {
    const till = to12Hour(openSpan.span.closingTime);
    return openSpan.left <= CLOSING_SOON_MINUTES ? { state: 'closing-soon', text: locationTexts.closingSoon(till) } : { state: 'open', text: locationTexts.openTill(till) };
  }
  if (today && clock.minute < today.open) {
    return { state: 'opens-later', text: locationTexts.opensLater(to12Hour(today.openTime), to12Hour(today.closingTime)) };
  }
  for (let ahead = 1; ahead <= LOOK_AHEAD_DAYS; ahead++) {
    const day = addDays(clock.date, ahead);
    const next = hoursOn(store, day.date, day.weekday).span;
    if (!next) continue;
    const opens = to12Hour(next.openTime);
    return { state: 'closed', text: ahead === 1 ? locationTexts.opensTomorrow(opens) : locationTexts.opensOn(SHORT_DAYS[day.weekday], opens) };
  }
  return { state: 'closed', text: locationTexts.closed };
}

/** Special hours from the store's today on, soonest first: past ones drop out by themselves, offline too. */
export function comingSpecialHours(store: StoreHours, now: Date): SpecialDay[] {
  const today = storeClock(now, store.timeZone).date;
  return (store.specialHours ?? []).filter((s) => s.date >= today).sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}

/** '10:00 am – 9:00 pm', or 'Closed'. */
export function hoursText(day: { openTime: string | null; closingTime: string | null }): string {
  return day.openTime && day.closingTime ? `${to12Hour(day.openTime)} – ${to12Hour(day.closingTime)}` : locationTexts.closed;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * 'Thu, Nov 26' for a YYYY-MM-DD date, as a calendar date (no time zone can move it). Spelled out rather than
 * through Intl: a page's first Intl date format loads the browser's locale data in the task that takes it over.
 */
export function dateText(date: string): string {
  const day = new Date(`${date}T12:00:00Z`);
  return `${SHORT_DAYS[(day.getUTCDay() + 6) % 7]}, ${MONTHS[day.getUTCMonth()]} ${day.getUTCDate()}`;
}
