/**
 * How much of Lighthouse's main-thread work was the page's thread running.
 *
 * Lighthouse's figure is the wall time of the page's main-thread tasks in its
 * trace, times the CPU slowdown. On a two-core machine that runs Chromium,
 * Lighthouse and the Worker at once, a task's wall time also holds the time
 * its thread waited for a core: a frame of 77 ms in which the thread ran for
 * 1.5 ms was seen on /. The trace records each task's thread time too
 * (`tdur`); their sum is the page's own work, whatever else the machine did.
 */

/** The fields of a trace event this reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  tdur?: number;
}

/** Chromium's top-level task event, by its name in current and in older versions. */
const TASK_NAMES = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

export interface MainThreadTime {
  /** Wall time of the thread's top-level tasks (ms, as traced, before any slowdown). */
  wallMs: number;
  /** Thread time of the same tasks (ms): the thread running, not waiting; null when the trace lacks it for a task. */
  cpuMs: number | null;
}

/**
 * Sums the top-level tasks of one thread's events (sorted by start, as
 * Lighthouse's trace processor returns them): a task nested in another (a
 * nested run loop) is inside its parent's figures already.
 */
export function mainThreadTime(events: readonly TraceEvent[]): MainThreadTime {
  let wall = 0;
  let cpu: number | null = 0;
  let openUntil = Number.NEGATIVE_INFINITY;
  for (const event of events) {
    if (event.ph !== 'X' || !TASK_NAMES.has(event.name) || event.dur === undefined || event.ts < openUntil) continue;
    wall += event.dur;
    cpu = cpu === null || event.tdur === undefined ? null : cpu + event.tdur;
    openUntil = event.ts + event.dur;
  }
  return { wallMs: wall / 1000, cpuMs: cpu === null ? null : cpu / 1000 };
}
