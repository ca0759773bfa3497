import { describe, expect, it } from 'vitest';
import { formatCount } from './format-count';

describe('follower count abbreviation (SPEC §9)', () => {
  it.each([
    [0, '0'],
    [180, '180'],
    [999, '999'],
    [1000, '1.0K'],
    [1049, '1.0K'],
    [1050, '1.1K'],
    [15_300, '15.3K'],
    [999_949, '999.9K'],
    [999_950, '1.0M'],
    [1_000_000, '1.0M'],
    [1_250_000, '1.3M'],
    [12_340_000, '12.3M'],
  ])('%i → %s', (count, shown) => {
    expect(formatCount(count)).toBe(shown);
  });
});
