import { describe, expect, it } from 'vitest';
import { to12Hour } from './open-till';

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
