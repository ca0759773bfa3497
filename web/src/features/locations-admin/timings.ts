/**
 * Opening hours as the form edits them, and as the API wants them: seven
 * entries Monday to Sunday, 'HH:MM' 24-hour times, a closed day with both
 * times null; a closing time at or before the opening time runs past
 * midnight into the next day (worker contract). Special hours are dated
 * exceptions edited the same way.
 */
import type { Location, LocationTiming, SpecialHours, Weekday } from './types';

// Re-declared rather than imported: the contract module carries zod, which must not reach the bundle.
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const satisfies readonly Weekday[];

export interface DayHours {
  day: Weekday;
  open: string;
  close: string;
  closed: boolean;
}

export function emptyHours(): DayHours[] {
  return WEEKDAYS.map((day) => ({ day, open: '', close: '', closed: false }));
}

/** Time inputs may answer 'HH:MM:SS'; the API takes 'HH:MM'. */
const hhmm = (value: string) => value.slice(0, 5);

export function hoursToTimings(hours: DayHours[]): LocationTiming[] {
  return hours.map(({ day, open, close, closed }) =>
    closed ? { day, openTime: null, closingTime: null } : { day, openTime: open ? hhmm(open) : null, closingTime: close ? hhmm(close) : null },
  );
}

/** Any day missing from the answer comes back as closed, so the form always has all seven. */
export function timingsToHours(timings: Location['timings']): DayHours[] {
  return WEEKDAYS.map((day) => {
    const t = timings.find((entry) => entry.day === day);
    if (!t?.openTime || !t.closingTime) return { day, open: '', close: '', closed: true };
    return { day, open: t.openTime, close: t.closingTime, closed: false };
  });
}

/** The same message the server gives, so the admin hears one rule, found before the upload. */
export function hoursProblem(hours: DayHours[]): string | null {
  for (const { day, open, close, closed } of hours) {
    if (closed) continue;
    if (!open || !close) return `Give both times for ${day}, or tick Closed.`;
    if (hhmm(close) === hhmm(open)) return `${day}: ${SAME_TIMES}`;
  }
  return null;
}

const SAME_TIMES = 'Closing time must differ from opening time (an earlier one runs past midnight).';

/** One dated exception as the form edits it. */
export interface SpecialDayDraft {
  date: string;
  open: string;
  close: string;
  closed: boolean;
  label: string;
}

export const emptySpecialDay = (): SpecialDayDraft => ({ date: '', open: '', close: '', closed: true, label: '' });

export function specialToWire(days: SpecialDayDraft[]): SpecialHours[] {
  return days.map(({ date, open, close, closed, label }) => ({
    date,
    openTime: closed || !open ? null : hhmm(open),
    closingTime: closed || !close ? null : hhmm(close),
    label: label.trim(),
  }));
}

export function specialFromWire(days: SpecialHours[]): SpecialDayDraft[] {
  return days.map(({ date, openTime, closingTime, label }) => ({ date, open: openTime ?? '', close: closingTime ?? '', closed: !openTime, label }));
}

/** The server's rules for special hours, checked before the upload. */
export function specialHoursProblem(days: SpecialDayDraft[]): string | null {
  const seen = new Set<string>();
  for (const { date, open, close, closed } of days) {
    if (!date) return 'Give each special day a date, or remove it.';
    if (seen.has(date)) return `${date} is listed twice.`;
    seen.add(date);
    if (closed) continue;
    if (!open || !close) return `Give both times for ${date}, or tick Closed.`;
    if (hhmm(close) === hhmm(open)) return `${date}: ${SAME_TIMES}`;
  }
  return null;
}

/** Copies one day's hours to every day, for shops with the same hours all week. */
export function applyToAllDays(hours: DayHours[], from: DayHours): DayHours[] {
  return hours.map(({ day }) => ({ ...from, day }));
}
