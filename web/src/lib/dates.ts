/**
 * Dates as the product shows them, one way everywhere: Intl in one locale
 * (US English, the language of every text on the site) and the browser's
 * time zone. A date that does not parse shows as nothing rather than
 * throwing inside a render.
 */
const LOCALE = 'en-US';
const dayFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' });
const dayAndTimeFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });

function formatWith(format: Intl.DateTimeFormat, iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : format.format(date);
}

/** "May 1, 2026". */
export const formatDay = (iso: string) => formatWith(dayFormat, iso);

/** "May 1, 2026, 2:05 PM". */
export const formatDayAndTime = (iso: string) => formatWith(dayAndTimeFormat, iso);
