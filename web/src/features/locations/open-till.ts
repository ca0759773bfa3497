/**
 * Opening times as visitors read them (SPEC §9): 24-hour 'HH:MM' turned into
 * 12-hour with am/pm. Whether a store is open is store-status.ts's job.
 */
import type { Weekday } from '../../lib/contract';

export interface DayTiming {
  day: Weekday;
  openTime: string | null;
  closingTime: string | null;
}

/** '22:30' → '10:30 pm', '00:00' → '12:00 am', '12:00' → '12:00 pm'; anything else → ''. */
export function to12Hour(time: string | null | undefined): string {
  const match = /^([01]?\d|2[0-3]):([0-5]\d)$/.exec(time?.trim() ?? '');
  if (!match) return '';
  const hours = Number(match[1]);
  const suffix = hours < 12 ? 'am' : 'pm';
  return `${hours % 12 || 12}:${match[2]} ${suffix}`;
}
