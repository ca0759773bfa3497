/**
 * "Open till" on /locations (SPEC §2.8, §9): today's closing time, turned from
 * 24-hour 'HH:MM' into 12-hour with am/pm. Timings run Monday to Sunday while
 * Date#getDay counts from Sunday, hence the shift. Blank when today has no
 * entry or the store is closed today.
 */
import { weekdays, type Weekday } from '../../lib/contract';

export interface DayTiming {
  day: Weekday;
  openTime: string | null;
  closingTime: string | null;
}

/** Monday = 0 … Sunday = 6, from the visitor's local clock. */
export function weekdayIndex(date: Date): number {
  return (date.getDay() + 6) % 7;
}

/** '22:30' → '10:30 pm', '00:00' → '12:00 am', '12:00' → '12:00 pm'; anything else → ''. */
export function to12Hour(time: string | null | undefined): string {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(time?.trim() ?? '');
  if (!match) return '';
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 || 12}:${match[2]} ${suffix}`;
}

/** Today's closing time for the card and the modal, or '' when there is none. */
export function openTill(timings: readonly DayTiming[], now: Date = new Date()): string {
  const today = weekdays[weekdayIndex(now)];
  const entry = timings.find((t) => t.day === today);
  if (!entry?.openTime) return '';
  return to12Hour(entry.closingTime);
}
