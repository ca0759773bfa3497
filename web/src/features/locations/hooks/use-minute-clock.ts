import { useEffect, useState } from 'react';

/**
 * The current time, moved on at each minute boundary, so a store's status
 * changes on the minute without a reload. The tick runs in an effect: a
 * server render shows the status at the time it rendered.
 */
export function useMinuteClock(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(new Date());
      timer = setTimeout(tick, 60_000 - (Date.now() % 60_000));
    };
    timer = setTimeout(tick, 60_000 - (Date.now() % 60_000));
    return () => clearTimeout(timer);
  }, []);
  return now;
}
