import { useSyncExternalStore } from 'react';
import { usePageSnapshot } from '../../../sync/snapshot';

const MINUTE_MS = 60_000;

// One Date per minute, so React sees the same value until the minute turns.
let shown = new Date(0);
function minuteOf(time: number): Date {
  const minute = Math.floor(time / MINUTE_MS) * MINUTE_MS;
  if (shown.getTime() !== minute) shown = new Date(minute);
  return shown;
}
const currentMinute = () => minuteOf(Date.now());

function onEachMinute(changed: () => void) {
  let timer: ReturnType<typeof setTimeout>;
  const wait = () => {
    timer = setTimeout(
      () => {
        changed();
        wait();
      },
      MINUTE_MS - (Date.now() % MINUTE_MS),
    );
  };
  wait();
  return () => clearTimeout(timer);
}

/**
 * The current time to the minute, moving on at each minute boundary, so a
 * store's status changes without a reload. A page the server rendered shows
 * the status at the time it rendered, and the browser's first render (which
 * must match it) uses that time too; the browser's own clock takes over
 * right after. Both come from the one Date of the minute, so a page brought
 * to life in the minute it was rendered is not rendered a second time (a
 * whole store page, in one task that blocks the phone).
 */
export function useMinuteClock(): Date {
  const renderedAt = usePageSnapshot()?.renderedAt;
  return useSyncExternalStore(onEachMinute, currentMinute, () => (renderedAt === undefined ? currentMinute() : minuteOf(renderedAt)));
}
