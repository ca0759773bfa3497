/**
 * "just now" / "x units ago" (SPEC §9) for message times. Whole units,
 * rounded down; a time in the future (a clock a little ahead) is "just now".
 */
const UNITS: [name: string, seconds: number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
];

export function relativeTime(time: string | number | Date, now: number = Date.now()): string {
  const then = new Date(time).getTime();
  if (Number.isNaN(then)) return '';
  const seconds = Math.floor((now - then) / 1000);
  for (const [name, size] of UNITS) {
    if (seconds >= size) {
      const count = Math.floor(seconds / size);
      return `${count} ${name}${count === 1 ? '' : 's'} ago`;
    }
  }
  return 'just now';
}
