import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// The hold is the page's own state: each test takes a fresh copy of the module.
const freshIdle = async () => {
  vi.resetModules();
  return import('./idle');
};

describe('whenIdle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the work once the loaded page is idle', async () => {
    const { whenIdle } = await freshIdle();
    const work = vi.fn();
    whenIdle(work);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('waits while the page is being taken over, and runs the work once it is alive', async () => {
    const { holdIdleWorkUntilAlive, whenIdle } = await freshIdle();
    const alive = holdIdleWorkUntilAlive();
    const work = vi.fn();
    whenIdle(work);
    await vi.advanceTimersByTimeAsync(5000);
    expect(work).not.toHaveBeenCalled();
    alive();
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).toHaveBeenCalledTimes(1);
    // Work asked for once the page is alive does not wait for another hold.
    const later = vi.fn();
    whenIdle(later);
    await vi.advanceTimersByTimeAsync(1000);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('goes ahead after the bound when the page never comes alive', async () => {
    const { holdIdleWorkUntilAlive, whenIdle } = await freshIdle();
    holdIdleWorkUntilAlive(3000);
    const work = vi.fn();
    whenIdle(work);
    await vi.advanceTimersByTimeAsync(2900);
    expect(work).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1000);
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('never runs work cancelled before the page came alive', async () => {
    const { holdIdleWorkUntilAlive, whenIdle } = await freshIdle();
    const alive = holdIdleWorkUntilAlive();
    const work = vi.fn();
    const cancel = whenIdle(work);
    cancel();
    alive();
    await vi.advanceTimersByTimeAsync(12_000);
    expect(work).not.toHaveBeenCalled();
  });
});
