import { describe, expect, it } from 'vitest';
import { weekdays } from '../../lib/contract';
import { comingSpecialHours, dateText, storeStatus, type SpecialDay, type StoreHours } from './store-status';

// Instants are written in UTC, so these hold whatever zone the test machine is in.
const at = (iso: string) => new Date(iso);

const store = (timeZone: string, hours: (readonly [string, string] | null)[] = [], specialHours: SpecialDay[] = []): StoreHours => ({
  timeZone,
  timings: weekdays.map((day, i) => {
    const h = i in hours ? hours[i] : (['10:00', '21:00'] as const);
    return { day, openTime: h?.[0] ?? null, closingTime: h?.[1] ?? null };
  }),
  specialHours,
});

const text = (s: StoreHours, iso: string) => storeStatus(s, at(iso)).text;

describe('storeStatus in the store’s own time zone', () => {
  it('on Monday 07:10 in Chicago no store in any US zone claims to be open', () => {
    const instant = '2026-11-23T13:10:00Z'; // 07:10 CST, 08:10 EST, 05:10 PST
    for (const zone of ['America/Chicago', 'America/New_York', 'America/Los_Angeles']) {
      expect(storeStatus(store(zone), at(instant))).toEqual({ state: 'opens-later', text: 'Opens at 10:00 am · till 9:00 pm' });
    }
  });

  it('reads the same instant on each store’s own clock and weekday', () => {
    const instant = '2026-11-24T06:30:00Z'; // Monday 22:30 in Los Angeles, Tuesday 01:30 in New York
    const late = [['10:00', '23:00']] as const;
    expect(text(store('America/Los_Angeles', [...late]), instant)).toBe('Closing soon · till 11:00 pm');
    expect(text(store('America/New_York', [...late]), instant)).toBe('Opens at 10:00 am · till 9:00 pm');
  });

  it('says Open till, then Closing soon in the last hour, then when it opens next', () => {
    const s = store('America/Chicago');
    expect(text(s, '2026-11-23T16:00:00Z')).toBe('Open till 9:00 pm'); // 10:00, the opening minute
    expect(text(s, '2026-11-24T01:59:00Z')).toBe('Open till 9:00 pm'); // 19:59
    expect(text(s, '2026-11-24T02:00:00Z')).toBe('Closing soon · till 9:00 pm'); // 20:00
    expect(text(s, '2026-11-24T03:00:00Z')).toBe('Closed · opens tomorrow at 10:00 am'); // 21:00
  });

  it('names the weekday when the next opening is later than tomorrow, and says Closed when none is near', () => {
    const closedMonday = store('America/Los_Angeles', [null, ['12:00', '21:00']]);
    expect(text(closedMonday, '2026-11-23T06:00:00Z')).toBe('Closed · opens Tue 12:00 pm'); // Sunday 22:00
    expect(
      text(
        store(
          'America/Chicago',
          weekdays.map(() => null),
        ),
        '2026-11-23T16:00:00Z',
      ),
    ).toBe('Closed');
  });
});

describe('storeStatus past midnight', () => {
  // Saturday 10:00–02:00 belongs to Saturday.
  const lateSaturday = store('America/Chicago', [null, null, null, null, null, ['10:00', '02:00'], ['12:00', '20:00']]);

  it('keeps the store open into Sunday morning, closing soon in its last hour', () => {
    expect(text(lateSaturday, '2026-11-29T05:00:00Z')).toBe('Open till 2:00 am'); // Saturday 23:00
    expect(text(lateSaturday, '2026-11-29T07:30:00Z')).toBe('Closing soon · till 2:00 am'); // Sunday 01:30
    expect(text(lateSaturday, '2026-11-29T08:00:00Z')).toBe('Opens at 12:00 pm · till 8:00 pm'); // Sunday 02:00
  });

  it('treats midnight closing as the end of the day it started', () => {
    const s = store(
      'America/New_York',
      weekdays.map(() => ['11:00', '00:00'] as const),
    );
    expect(text(s, '2026-11-24T04:30:00Z')).toBe('Closing soon · till 12:00 am'); // Monday 23:30
    expect(text(s, '2026-11-24T05:00:00Z')).toBe('Opens at 11:00 am · till 12:00 am'); // Tuesday 00:00
  });
});

describe('storeStatus on daylight-saving change days (Chicago, open 10:00–02:00)', () => {
  const lateEveryDay = store(
    'America/Chicago',
    weekdays.map(() => ['10:00', '02:00'] as const),
  );

  it('spring forward (Sunday 8 March 2026): open until the clock jumps past 2:00, opening at 10:00 daylight time', () => {
    expect(text(lateEveryDay, '2026-03-08T07:59:00Z')).toBe('Closing soon · till 2:00 am'); // 01:59 CST
    expect(text(lateEveryDay, '2026-03-08T08:00:00Z')).toBe('Opens at 10:00 am · till 2:00 am'); // 03:00 CDT
    expect(text(lateEveryDay, '2026-03-08T14:59:00Z')).toBe('Opens at 10:00 am · till 2:00 am'); // 09:59 CDT
    expect(text(lateEveryDay, '2026-03-08T15:00:00Z')).toBe('Open till 2:00 am'); // 10:00 CDT
  });

  it('fall back (Sunday 1 November 2026): open through both 1:30s, closed at 2:00 standard time', () => {
    expect(text(lateEveryDay, '2026-11-01T06:30:00Z')).toBe('Closing soon · till 2:00 am'); // 01:30 CDT
    expect(text(lateEveryDay, '2026-11-01T07:30:00Z')).toBe('Closing soon · till 2:00 am'); // 01:30 CST
    expect(text(lateEveryDay, '2026-11-01T08:00:00Z')).toBe('Opens at 10:00 am · till 2:00 am'); // 02:00 CST
    expect(text(lateEveryDay, '2026-11-01T16:00:00Z')).toBe('Open till 2:00 am'); // 10:00 CST
  });
});

describe('storeStatus with special hours', () => {
  const thanksgiving = { date: '2026-11-26', openTime: null, closingTime: null, label: 'Thanksgiving' };
  const christmasEve = { date: '2026-12-24', openTime: '10:00', closingTime: '15:00', label: 'Christmas Eve' };
  const s = store('America/Chicago', [], [thanksgiving, christmasEve]);

  it('lets a dated closure win over the week', () => {
    expect(text(s, '2026-11-26T18:00:00Z')).toBe('Closed · opens tomorrow at 10:00 am'); // Thursday noon
    expect(text(s, '2026-11-26T03:30:00Z')).toBe('Closed · opens Fri 10:00 am'); // Wednesday 21:30
  });

  it('lets dated hours win over the week', () => {
    expect(text(s, '2026-12-24T20:30:00Z')).toBe('Closing soon · till 3:00 pm'); // 14:30
    expect(text(s, '2026-12-24T21:00:00Z')).toBe('Closed · opens tomorrow at 10:00 am'); // 15:00
  });

  it('drops special hours once their date has passed in the store’s calendar', () => {
    expect(comingSpecialHours(s, at('2026-11-27T05:59:00Z')).map((d) => d.label)).toEqual(['Thanksgiving', 'Christmas Eve']); // Thursday 23:59
    expect(comingSpecialHours(s, at('2026-11-27T06:00:00Z')).map((d) => d.label)).toEqual(['Christmas Eve']); // Friday 00:00
  });
});

describe('dateText', () => {
  it("spells every day of a year as the browser's own US format would ('Thu, Nov 26')", () => {
    for (let day = new Date(Date.UTC(2028, 0, 1)); day.getUTCFullYear() === 2028; day.setUTCDate(day.getUTCDate() + 1)) {
      const date = day.toISOString().slice(0, 10);
      expect(dateText(date), date).toBe(new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' }));
    }
  });
});
