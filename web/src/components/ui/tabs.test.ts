import { describe, expect, it } from 'vitest';
import { nextTab } from './tabs';

describe('tab keys', () => {
  it('moves with the arrows, wrapping at both ends, and jumps with Home and End', () => {
    expect([nextTab(0, 'ArrowRight', 2), nextTab(1, 'ArrowRight', 2)]).toEqual([1, 0]);
    expect([nextTab(1, 'ArrowLeft', 3), nextTab(0, 'ArrowLeft', 3)]).toEqual([0, 2]);
    expect([nextTab(2, 'Home', 3), nextTab(0, 'End', 3)]).toEqual([0, 2]);
    expect(nextTab(0, 'Enter', 3)).toBeNull();
  });
});
