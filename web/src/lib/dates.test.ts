import { describe, expect, it } from 'vitest';
import { formatDay, formatDayAndTime } from './dates';

describe('dates', () => {
  it('shows a day and a day with its time in one locale', () => {
    const local = new Date(2026, 4, 1, 14, 5).toISOString();
    expect(formatDay(local)).toBe('May 1, 2026');
    expect(formatDayAndTime(local)).toBe('May 1, 2026, 2:05 PM');
  });

  it('shows nothing for a date that does not parse', () => {
    expect(formatDay('not a date')).toBe('');
    expect(formatDayAndTime('')).toBe('');
  });
});
