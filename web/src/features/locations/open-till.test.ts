import { describe, expect, it } from 'vitest';
import { weekdays } from '../../lib/contract';
import { openTill, to12Hour, weekdayIndex, type DayTiming } from './open-till';

// 2026-03-02 is a Monday; local dates, so the test holds in any time zone.
const monday = new Date(2026, 2, 2, 15, 0);
const sunday = new Date(2026, 2, 8, 9, 0);

const week = (closing: string | null): DayTiming[] =>
  weekdays.map((day) => ({ day, openTime: closing ? '10:00' : null, closingTime: closing }));

describe('to12Hour', () => {
  it.each([
    ['00:00', '12:00 am'],
    ['00:45', '12:45 am'],
    ['09:05', '9:05 am'],
    ['11:59', '11:59 am'],
    ['12:00', '12:00 pm'],
    ['13:15', '1:15 pm'],
    ['22:00', '10:00 pm'],
    ['22:30', '10:30 pm'],
    ['23:59', '11:59 pm'],
  ])('%s → %s', (time, shown) => {
    expect(to12Hour(time)).toBe(shown);
  });

  it.each([null, undefined, '', '24:00', '7pm', '12:60'])('is blank for %s', (time) => {
    expect(to12Hour(time)).toBe('');
  });
});

describe('weekdayIndex', () => {
  it('counts Monday as 0 and Sunday as 6', () => {
    expect(weekdayIndex(monday)).toBe(0);
    expect(weekdayIndex(new Date(2026, 2, 7))).toBe(5);
    expect(weekdayIndex(sunday)).toBe(6);
  });
});

describe('openTill', () => {
  it("shows today's closing time", () => {
    const timings = week('21:00');
    timings[0] = { day: 'Monday', openTime: '11:00', closingTime: '22:30' };
    timings[6] = { day: 'Sunday', openTime: '11:00', closingTime: '12:00' };
    expect(openTill(timings, monday)).toBe('10:30 pm');
    expect(openTill(timings, sunday)).toBe('12:00 pm');
    expect(openTill(timings, new Date(2026, 2, 4))).toBe('9:00 pm');
  });

  it('shows midnight as 12:00 am', () => {
    expect(openTill(week('00:00'), monday)).toBe('12:00 am');
  });

  it('is blank when today has no entry', () => {
    const withoutMonday = week('22:00').filter((t) => t.day !== 'Monday');
    expect(openTill(withoutMonday, monday)).toBe('');
    expect(openTill([], sunday)).toBe('');
  });

  it('is blank when the store is closed today', () => {
    const timings = week('22:00');
    timings[6] = { day: 'Sunday', openTime: null, closingTime: null };
    expect(openTill(timings, sunday)).toBe('');
    expect(openTill(timings, monday)).toBe('10:00 pm');
  });
});
