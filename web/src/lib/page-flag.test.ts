import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { pageFlag } from './page-flag';

describe('pageFlag', () => {
  it('runs what waits on it once, when raised, and at once when already raised', () => {
    const flag = pageFlag();
    const early = vi.fn();
    flag.whenRaised(early);
    expect(early).not.toHaveBeenCalled();
    flag.raise();
    flag.raise();
    expect(early).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    flag.whenRaised(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('shows false until raised, then true, to a component', () => {
    const flag = pageFlag();
    const { result } = renderHook(() => flag.useRaised());
    expect(result.current).toBe(false);
    act(() => flag.raise());
    expect(result.current).toBe(true);
  });

  it('keeps two flags apart', () => {
    const one = pageFlag();
    const two = pageFlag();
    one.raise();
    const waiting = vi.fn();
    two.whenRaised(waiting);
    expect(waiting).not.toHaveBeenCalled();
  });
});
