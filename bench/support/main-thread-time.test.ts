import { describe, expect, it } from 'vitest';
import { mainThreadTime, type TraceEvent } from './main-thread-time';

const task = (ts: number, dur: number, tdur?: number, name = 'RunTask'): TraceEvent => ({ name, ph: 'X', ts, dur, ...(tdur === undefined ? {} : { tdur }) });

describe('mainThreadTime', () => {
  it('adds the wall and the thread time of the top-level tasks', () => {
    const events = [task(0, 20_000, 5_000), task(30_000, 77_000, 1_500), task(200_000, 4_000, 4_000)];
    expect(mainThreadTime(events)).toEqual({ wallMs: 101, cpuMs: 10.5 });
  });

  it('counts a task nested in another (a nested run loop) once, inside its parent', () => {
    const events = [task(0, 50_000, 30_000), task(10_000, 20_000, 15_000), task(60_000, 10_000, 10_000)];
    expect(mainThreadTime(events)).toEqual({ wallMs: 60, cpuMs: 40 });
  });

  it('reads older Chromium task names and leaves out events inside tasks and instants', () => {
    const events: TraceEvent[] = [
      task(0, 10_000, 8_000, 'ThreadControllerImpl::RunTask'),
      { name: 'FunctionCall', ph: 'X', ts: 1_000, dur: 5_000, tdur: 5_000 },
      { name: 'RunTask', ph: 'I', ts: 20_000 },
      task(30_000, 10_000, 2_000),
    ];
    expect(mainThreadTime(events)).toEqual({ wallMs: 20, cpuMs: 10 });
  });

  it('says it cannot tell the thread time when a task was traced without it', () => {
    expect(mainThreadTime([task(0, 10_000, 8_000), task(20_000, 10_000)])).toEqual({ wallMs: 20, cpuMs: null });
  });
});
