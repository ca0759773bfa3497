import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useMinuteClock } from './use-minute-clock';

afterEach(() => vi.useRealTimers());

it('moves on at each minute boundary, without a reload', () => {
  vi.useFakeTimers({ now: new Date('2026-11-23T13:10:42Z') });
  const { result } = renderHook(() => useMinuteClock());
  // To the minute: a status never needs the seconds.
  expect(result.current.toISOString()).toBe('2026-11-23T13:10:00.000Z');
  act(() => {
    vi.advanceTimersByTime(17_000);
  });
  expect(result.current.toISOString()).toBe('2026-11-23T13:10:00.000Z');
  act(() => {
    vi.advanceTimersByTime(1_000);
  });
  expect(result.current.toISOString()).toBe('2026-11-23T13:11:00.000Z');
  act(() => {
    vi.advanceTimersByTime(60_000);
  });
  expect(result.current.toISOString()).toBe('2026-11-23T13:12:00.000Z');
});
