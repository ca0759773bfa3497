import { useSyncExternalStore } from 'react';
import { usePageSnapshot } from '../../../sync/snapshot';

const MINUTE_MS = 60_000;

// One Date per minute, so React sees the same value until the minute turns.
let shown = new Date(0);
function currentMinute(): Date {
  const minute = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
  if (shown.getTime() !== minute) shown = new Date(minute);
  return shown;
}

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
 * right after.
 */
export function useMinuteClock(): Date {
  const renderedAt = usePageSnapshot()?.renderedAt;
  return useSyncExternalStore(onEachMinute, currentMinute, () => (renderedAt === undefined ? currentMinute() : new Date(Math.floor(renderedAt / MINUTE_MS) * MINUTE_MS)));
}
