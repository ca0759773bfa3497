import { describe, expect, it } from 'vitest';
import { clockThroughIntl, DEFAULT_TIME_ZONE, isTimeZone, storeClock, US_TIME_ZONES } from './store-time';

const HOUR = 3_600_000;

describe("a store's clock in the US zones, from their rules rather than Intl", () => {
  it('agrees with Intl every five hours from 2024 to 2031 (every hour of the day in turn), in every zone head office picks from', () => {
    const start = Date.UTC(2024, 0, 1);
    const end = Date.UTC(2031, 0, 1);
    for (const { id } of US_TIME_ZONES) {
      const differ: string[] = [];
      for (let time = start; time < end; time += 5 * HOUR) {
        const now = new Date(time);
        if (JSON.stringify(storeClock(now, id)) !== JSON.stringify(clockThroughIntl(now, id))) differ.push(now.toISOString());
      }
      expect(differ, id).toEqual([]);
    }
  });

  it('agrees with Intl on every minute around the daylight-saving changes, past midnight and at the new year', () => {
    const around = [Date.UTC(2026, 2, 8, 6), Date.UTC(2026, 2, 8, 12), Date.UTC(2026, 10, 1, 5), Date.UTC(2026, 10, 1, 12), Date.UTC(2027, 0, 1, 8), Date.UTC(2026, 11, 31, 23)];
    for (const { id } of US_TIME_ZONES) {
      for (const centre of around) {
        for (let time = centre - 3 * HOUR; time <= centre + 3 * HOUR; time += 60_000) {
          const now = new Date(time);
          expect(storeClock(now, id), `${id} ${now.toISOString()}`).toEqual(clockThroughIntl(now, id));
        }
      }
    }
  });

  it('reads 1:59 then 3:00 when Chicago springs forward, and 1:59 twice when it falls back', () => {
    // 2026-03-08 08:00 UTC is 2:00 CST, which becomes 3:00 CDT.
    expect(storeClock(new Date(Date.UTC(2026, 2, 8, 7, 59)), 'America/Chicago')).toEqual({ date: '2026-03-08', weekday: 6, minute: 60 + 59 });
    expect(storeClock(new Date(Date.UTC(2026, 2, 8, 8, 0)), 'America/Chicago')).toEqual({ date: '2026-03-08', weekday: 6, minute: 180 });
    // 2026-11-01 06:59 UTC is 1:59 CDT; 07:59 UTC is 1:59 CST.
    expect(storeClock(new Date(Date.UTC(2026, 10, 1, 6, 59)), 'America/Chicago').minute).toBe(60 + 59);
    expect(storeClock(new Date(Date.UTC(2026, 10, 1, 7, 59)), 'America/Chicago').minute).toBe(60 + 59);
    // Arizona keeps standard time all year.
    expect(storeClock(new Date(Date.UTC(2026, 6, 1, 19, 0)), 'America/Phoenix').minute).toBe(12 * 60);
  });

  it('reads any other zone through Intl, and an unknown zone as the default one', () => {
    const now = new Date(Date.UTC(2026, 6, 1, 12, 0));
    expect(storeClock(now, 'Europe/Paris')).toEqual({ date: '2026-07-01', weekday: 2, minute: 14 * 60 });
    expect(isTimeZone('Not/AZone')).toBe(false);
    expect(storeClock(now, 'Not/AZone')).toEqual(storeClock(now, DEFAULT_TIME_ZONE));
  });
});
