import { describe, expect, it } from 'vitest';
import { itemsPerView, nextIndex, previousIndex, visibleIndexes } from './carousel-steps';

const hero = { mobile: 2, tablet: 3, desktop: 4 };

describe('carousel items per view (SPEC §9 breakpoints)', () => {
  it.each([
    [360, 2],
    [463, 2],
    [464, 3],
    [1023, 3],
    [1024, 4],
    [1440, 4],
  ])('shows %i px wide windows %i items', (width, expected) => {
    expect(itemsPerView(width, hero)).toBe(expected);
  });

  it('follows the second carousel’s 1 / 3 / 4', () => {
    const gallery = { mobile: 1, tablet: 3, desktop: 4 };
    expect([463, 464, 1023, 1024].map((w) => itemsPerView(w, gallery))).toEqual([1, 3, 3, 4]);
  });
});

describe('carousel stepping', () => {
  it('steps forward one item and wraps from the last to the first', () => {
    expect(nextIndex(0, 5)).toBe(1);
    expect(nextIndex(3, 5)).toBe(4);
    expect(nextIndex(4, 5)).toBe(0);
  });

  it('steps back one item and wraps from the first to the last', () => {
    expect(previousIndex(4, 5)).toBe(3);
    expect(previousIndex(0, 5)).toBe(4);
  });

  it('goes all the way round in count steps', () => {
    let index = 2;
    for (let i = 0; i < 5; i++) index = nextIndex(index, 5);
    expect(index).toBe(2);
  });

  it('fills the view past the end with items from the start', () => {
    expect(visibleIndexes(0, 4, 5)).toEqual([0, 1, 2, 3]);
    expect(visibleIndexes(3, 4, 5)).toEqual([3, 4, 0, 1]);
    expect(visibleIndexes(0, 4, 2)).toEqual([0, 1]);
  });

  it('copes with no items', () => {
    expect(nextIndex(0, 0)).toBe(0);
    expect(previousIndex(0, 0)).toBe(0);
    expect(visibleIndexes(0, 3, 0)).toEqual([]);
  });
});
