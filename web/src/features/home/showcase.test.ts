import { describe, expect, it } from 'vitest';
import { showcaseOrder } from './showcase';

describe('showcaseOrder', () => {
  it('takes one drink per series in menu order, then goes round again', () => {
    const drinks = [
      { id: 'a1', seriesId: 'a' },
      { id: 'a2', seriesId: 'a' },
      { id: 'b1', seriesId: 'b' },
      { id: 'c1', seriesId: 'c' },
      { id: 'c2', seriesId: 'c' },
    ];
    expect(showcaseOrder(drinks).map((d) => d.id)).toEqual(['a1', 'b1', 'c1', 'a2', 'c2']);
  });

  it('is empty for an empty menu', () => {
    expect(showcaseOrder([])).toEqual([]);
  });
});
