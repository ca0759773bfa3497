import { storeClock, storeDayOffset, storeTimeText } from './contract';

const SHORT_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

/** 'at 10:00 am' (today), 'tomorrow at 10:00 am' or 'Sat at 10:00 am', on the store's own clock as seen at `now`. */
export function storeWhen(at: number, now: number, timeZone: string): string {
  const time = storeTimeText(at, timeZone);
  const days = storeDayOffset(at, now, timeZone);
  if (days <= 0) return `at ${time}`;
  return days === 1 ? `tomorrow at ${time}` : `${SHORT_DAYS[storeClock(new Date(at), timeZone).weekday]} at ${time}`;
}
