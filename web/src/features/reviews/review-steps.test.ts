import { describe, expect, it } from 'vitest';
import { clampStart, nextStart, previousStart, reviewView } from './review-steps';

/** Every view a visitor reaches by pressing Next from the start. */
function walk(total: number) {
  const views = [reviewView(0, total)];
  for (let start = 0, guard = 0; guard < 10; guard++) {
    const next = nextStart(start, total);
    if (next === start) break;
    start = next;
    views.push(reviewView(start, total));
  }
  return views.map((v) => ({ shown: [v.start, v.end], previous: v.canGoPrevious, next: v.canGoNext }));
}

describe('review carousel steps', () => {
  it('with 0 reviews: nothing shown, both buttons disabled', () => {
    expect(walk(0)).toEqual([{ shown: [0, 0], previous: false, next: false }]);
  });

  it('with 1 review: shows it, both buttons disabled', () => {
    expect(walk(1)).toEqual([{ shown: [0, 1], previous: false, next: false }]);
  });

  it('with 2 reviews: shows both, both buttons disabled', () => {
    expect(walk(2)).toEqual([{ shown: [0, 2], previous: false, next: false }]);
  });

  it('with 3 reviews: two, then the last one', () => {
    expect(walk(3)).toEqual([
      { shown: [0, 2], previous: false, next: true },
      { shown: [2, 3], previous: true, next: false },
    ]);
  });

  it('with 4 reviews: two pages of two', () => {
    expect(walk(4)).toEqual([
      { shown: [0, 2], previous: false, next: true },
      { shown: [2, 4], previous: true, next: false },
    ]);
  });

  it('with 5 reviews: 1–2, 3–4, then 5', () => {
    expect(walk(5)).toEqual([
      { shown: [0, 2], previous: false, next: true },
      { shown: [2, 4], previous: true, next: true },
      { shown: [4, 5], previous: true, next: false },
    ]);
  });

  it('steps back by two and stops at the start', () => {
    expect(previousStart(4, 5)).toBe(2);
    expect(previousStart(2, 5)).toBe(0);
    expect(previousStart(0, 5)).toBe(0);
  });

  it('does not step past the end', () => {
    expect(nextStart(4, 5)).toBe(4);
    expect(nextStart(2, 4)).toBe(2);
    expect(nextStart(0, 0)).toBe(0);
  });

  it('keeps a view on screen when the list shrinks under it', () => {
    expect(clampStart(4, 3)).toBe(2);
    expect(clampStart(4, 0)).toBe(0);
    expect(clampStart(3, 10)).toBe(2);
    expect(reviewView(6, 5)).toEqual({ start: 4, end: 5, canGoPrevious: true, canGoNext: false });
  });
});
