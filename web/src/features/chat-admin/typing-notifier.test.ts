import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTypingNotifier } from './typing-notifier';

let log: string[];
let notifier: ReturnType<typeof createTypingNotifier>;
let t0 = 0;
beforeEach(() => {
  vi.useFakeTimers();
  t0 = Date.now();
  log = [];
  notifier = createTypingNotifier({ start: () => log.push(`start@${Date.now() - t0}`), end: () => log.push(`end@${Date.now() - t0}`) });
});
afterEach(() => vi.useRealTimers());

describe('typing notifier', () => {
  it('sends typing end 1000 ms after the last keystroke, not after the first', () => {
    notifier.keystroke();
    vi.advanceTimersByTime(600);
    notifier.keystroke();
    vi.advanceTimersByTime(999);
    expect(log).toEqual(['start@0', 'start@600']);
    vi.advanceTimersByTime(1);
    expect(log).toEqual(['start@0', 'start@600', 'end@1600']);
    vi.advanceTimersByTime(5000);
    expect(log).toHaveLength(3);
  });

  it('sends typing start on keystrokes, at most once per 300 ms while typing', () => {
    for (let i = 0; i < 10; i++) {
      notifier.keystroke();
      vi.advanceTimersByTime(100);
    }
    // keystrokes at 0..900 ms: starts at 0, 300, 600, 900; end 1000 ms after the last (900 ms).
    vi.advanceTimersByTime(1000);
    expect(log).toEqual(['start@0', 'start@300', 'start@600', 'start@900', 'end@1900']);
  });

  it('starts again on the first keystroke after an end', () => {
    notifier.keystroke();
    vi.advanceTimersByTime(1000);
    vi.advanceTimersByTime(50);
    notifier.keystroke();
    expect(log).toEqual(['start@0', 'end@1000', 'start@1050']);
  });

  it('ends at once when stopped (message sent), and only if typing had started', () => {
    notifier.stop();
    expect(log).toEqual([]);
    notifier.keystroke();
    vi.advanceTimersByTime(200);
    notifier.stop();
    vi.advanceTimersByTime(2000);
    expect(log).toEqual(['start@0', 'end@200']);
  });

  it('says nothing more after dispose', () => {
    notifier.keystroke();
    notifier.dispose();
    vi.advanceTimersByTime(2000);
    expect(log).toEqual(['start@0']);
  });
});
