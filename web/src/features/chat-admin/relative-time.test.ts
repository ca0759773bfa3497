import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-05-01T12:00:00Z');
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says "just now" under a minute, and for times a little in the future', () => {
    expect(relativeTime(ago(0), now)).toBe('just now');
    expect(relativeTime(ago(59), now)).toBe('just now');
    expect(relativeTime(ago(-30), now)).toBe('just now');
  });

  it('counts whole minutes, hours and days, singular for one', () => {
    expect(relativeTime(ago(60), now)).toBe('1 minute ago');
    expect(relativeTime(ago(119), now)).toBe('1 minute ago');
    expect(relativeTime(ago(120), now)).toBe('2 minutes ago');
    expect(relativeTime(ago(59 * 60 + 59), now)).toBe('59 minutes ago');
    expect(relativeTime(ago(3600), now)).toBe('1 hour ago');
    expect(relativeTime(ago(5 * 3600 + 10), now)).toBe('5 hours ago');
    expect(relativeTime(ago(86_400 - 1), now)).toBe('23 hours ago');
    expect(relativeTime(ago(86_400), now)).toBe('1 day ago');
    expect(relativeTime(ago(6 * 86_400), now)).toBe('6 days ago');
  });

  it('goes on to weeks, months and years', () => {
    expect(relativeTime(ago(7 * 86_400), now)).toBe('1 week ago');
    expect(relativeTime(ago(29 * 86_400), now)).toBe('4 weeks ago');
    expect(relativeTime(ago(30 * 86_400), now)).toBe('1 month ago');
    expect(relativeTime(ago(364 * 86_400), now)).toBe('12 months ago');
    expect(relativeTime(ago(365 * 86_400), now)).toBe('1 year ago');
    expect(relativeTime(ago(3 * 365 * 86_400), now)).toBe('3 years ago');
  });

  it('accepts dates and epoch milliseconds, and gives nothing for an invalid time', () => {
    expect(relativeTime(new Date(now - 90_000), now)).toBe('1 minute ago');
    expect(relativeTime(now - 7_200_000, now)).toBe('2 hours ago');
    expect(relativeTime('not a date', now)).toBe('');
  });
});
