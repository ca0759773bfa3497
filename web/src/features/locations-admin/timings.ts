/**
 * Opening hours as the form edits them, and as the API wants them: seven
 * entries Monday to Sunday, 'HH:MM' 24-hour times, a closed day with both
 * times null, and closing '00:00' meaning midnight (worker contract).
 */
import type { Location, LocationTiming, Weekday } from './types';

// Re-declared rather than imported: the contract module carries zod, which must not reach the bundle.
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const satisfies readonly Weekday[];

export interface DayHours {
  day: Weekday;
  open: string;
  close: string;
  closed: boolean;
}

const MIDNIGHT = '00:00';

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
    if (hhmm(close) !== MIDNIGHT && hhmm(close) <= hhmm(open)) return `${day}: Closing time must be after opening time (00:00 means midnight).`;
  }
  return null;
}

/** Copies one day's hours to every day, for shops with the same hours all week. */
export function applyToAllDays(hours: DayHours[], from: DayHours): DayHours[] {
  return hours.map(({ day }) => ({ ...from, day }));
}
