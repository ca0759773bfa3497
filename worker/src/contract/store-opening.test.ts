import { describe, expect, it } from 'vitest';
import { nextOpening, storeInstant, storeTimeText } from './store-opening';

const week = (openTime: string | null, closingTime: string | null) => Array.from({ length: 7 }, () => ({ openTime, closingTime }));
const at = (iso: string) => Date.parse(iso);

describe('a store’s next opening', () => {
  it('is later today before the store opens, in the store’s own time zone', () => {
    const hours = { timeZone: 'America/New_York', timings: week('10:00', '21:00') };
    // 08:00 in New York (13:00 UTC, standard time): opens at 10:00 New York = 15:00 UTC.
    expect(new Date(nextOpening(hours, at('2026-11-26T13:00:00Z'))).toISOString()).toBe('2026-11-26T15:00:00.000Z');
  });

  it('is tomorrow while the store is open', () => {
    const hours = { timeZone: 'America/Los_Angeles', timings: week('10:00', '21:00') };
    // 15:02 in Los Angeles (23:02 UTC): tomorrow 10:00 Los Angeles = 18:00 UTC.
    expect(new Date(nextOpening(hours, at('2026-11-26T23:02:00Z'))).toISOString()).toBe('2026-11-27T18:00:00.000Z');
  });

  it('the same wall-clock hour is a different instant in each zone', () => {
    const now = at('2026-11-26T12:00:00Z');
    const chicago = nextOpening({ timeZone: 'America/Chicago', timings: week('10:00', '21:00') }, now);
    const honolulu = nextOpening({ timeZone: 'Pacific/Honolulu', timings: week('10:00', '21:00') }, now);
    expect(new Date(chicago).toISOString()).toBe('2026-11-26T16:00:00.000Z');
    expect(new Date(honolulu).toISOString()).toBe('2026-11-26T20:00:00.000Z');
  });

  it('past midnight in hours that started yesterday, it is today’s opening', () => {
    // Open 18:00–02:00 every day; 01:30 in Chicago on Friday (07:30 UTC): still Thursday's hours, next opening Friday 18:00.
    const hours = { timeZone: 'America/Chicago', timings: week('18:00', '02:00') };
    expect(new Date(nextOpening(hours, at('2026-11-27T07:30:00Z'))).toISOString()).toBe('2026-11-28T00:00:00.000Z');
  });

  it('skips closed days and honours special hours', () => {
    const timings = week('10:00', '21:00');
    timings[4] = { openTime: null, closingTime: null }; // Friday closed
    const hours = { timeZone: 'America/Chicago', timings, specialHours: [{ date: '2026-11-28', openTime: '12:00', closingTime: '17:00' }] };
    // Thursday Nov 26, 15:00 Chicago: Friday closed, Saturday's special hours open at 12:00 (18:00 UTC).
    expect(new Date(nextOpening(hours, at('2026-11-26T21:00:00Z'))).toISOString()).toBe('2026-11-28T18:00:00.000Z');
  });

  it('a store with no hours ahead falls back to its next midnight', () => {
    const hours = { timeZone: 'America/Chicago', timings: week(null, null) };
    expect(new Date(nextOpening(hours, at('2026-11-26T21:00:00Z'))).toISOString()).toBe('2026-11-27T06:00:00.000Z');
  });

  it('crosses a daylight-saving change on the store’s wall clock', () => {
    // Nov 1 2026, clocks go back in New York: 10:00 that day is 15:00 UTC, the day before 14:00 UTC.
    expect(new Date(storeInstant('2026-10-31', 600, 'America/New_York')).toISOString()).toBe('2026-10-31T14:00:00.000Z');
    expect(new Date(storeInstant('2026-11-01', 600, 'America/New_York')).toISOString()).toBe('2026-11-01T15:00:00.000Z');
  });

  it('reads as the store’s wall clock', () => {
    expect(storeTimeText(at('2026-11-26T21:02:00Z'), 'America/Chicago')).toBe('3:02 pm');
    expect(storeTimeText(at('2026-11-26T16:00:00Z'), 'America/Chicago')).toBe('10:00 am');
  });
});
