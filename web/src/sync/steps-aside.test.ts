import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { onVisitorInput, stepAside } from './steps-aside';

describe('the offline preparation steps aside for the visitor', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const settled = (promise: Promise<void>) => {
    const state = { done: false };
    void promise.then(() => (state.done = true));
    return state;
  };

  it('goes at once while nobody taps', async () => {
    const gate = stepAside();
    const step = settled(gate.whenQuiet());
    await vi.advanceTimersByTimeAsync(0);
    expect(step.done).toBe(true);
  });

  it('waits until 800 ms after the last tap or key press', async () => {
    const gate = stepAside();
    gate.input();
    const step = settled(gate.whenQuiet());
    await vi.advanceTimersByTimeAsync(500);
    gate.input();
    await vi.advanceTimersByTimeAsync(700);
    expect(step.done).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(step.done).toBe(true);
  });

  it('holds the work 20 s at most in all, however long the visitor keeps tapping', async () => {
    const gate = stepAside();
    const typing = setInterval(gate.input, 100);
    gate.input();
    const first = settled(gate.whenQuiet());
    await vi.advanceTimersByTimeAsync(20_000);
    expect(first.done).toBe(true);
    const next = settled(gate.whenQuiet());
    await vi.advanceTimersByTimeAsync(0);
    expect(next.done).toBe(true);
    clearInterval(typing);
  });

  it('waits as long as it is told to after each input', async () => {
    const gate = stepAside({ quietMs: 3000 });
    gate.input();
    const step = settled(gate.whenQuiet());
    await vi.advanceTimersByTimeAsync(2900);
    expect(step.done).toBe(false);
    await vi.advanceTimersByTimeAsync(100);
    expect(step.done).toBe(true);
  });

  it('hears taps and key presses on the page until told to stop', () => {
    const target = new EventTarget();
    const heard = vi.fn();
    const stop = onVisitorInput(heard, target);
    target.dispatchEvent(new Event('pointerdown'));
    target.dispatchEvent(new Event('keydown'));
    target.dispatchEvent(new Event('scroll'));
    expect(heard).toHaveBeenCalledTimes(2);
    stop();
    target.dispatchEvent(new Event('pointerdown'));
    expect(heard).toHaveBeenCalledTimes(2);
  });
});
