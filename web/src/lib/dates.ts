/**
 * Dates as the product shows them, one way everywhere: Intl in one locale
 * (US English, the language of every text on the site) and the browser's
 * time zone. A date that does not parse shows as nothing rather than
 * throwing inside a render.
 */
const LOCALE = 'en-US';

/** A format made the first time a date is shown, not when its module loads: the first one loads the browser's locale data. */
function lazyFormat(options: Intl.DateTimeFormatOptions): (iso: string) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (iso) => {
    const date = new Date(iso);
    if (Number.isNaN(date.getTime())) return '';
    format ??= new Intl.DateTimeFormat(LOCALE, options);
    return format.format(date);
  };
}

/** "May 1, 2026". */
export const formatDay = lazyFormat({ dateStyle: 'medium' });

/** "May 1, 2026, 2:05 PM". */
export const formatDayAndTime = lazyFormat({ dateStyle: 'medium', timeStyle: 'short' });

/** "3:02 PM": the time of a change seen today on another device. */
export const formatClock = lazyFormat({ timeStyle: 'short' });
