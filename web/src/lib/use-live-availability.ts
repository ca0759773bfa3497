/**
 * A store's sold-out list as it is now, kept live: starts from what the page
 * has (the rendered snapshot, a fetch, the device's copy), takes each newer
 * list the store's room pushes, and drops an item by itself when its time
 * is up (a timer set for the soonest return), also with the page left open
 * and offline. The socket opens when the page is idle, from a lazily loaded
 * module, so it is never on the first-paint path.
 */
import { useEffect, useState } from 'react';
import { nextReturn, stillSoldOut, type SoldOutItem, type StoreAvailability } from './contract';
import { whenIdle } from './idle';

/** setTimeout's ceiling (about 24.8 days); a longer wait just re-arms. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Re-renders at `at` (epoch ms) and answers the clock. */
export function useNowUntil(at: number | null): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (at === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(MAX_TIMER_MS, Math.max(0, at - Date.now()) + 50));
    return () => clearTimeout(timer);
  }, [at, now]);
  return now;
}

export interface LiveAvailability {
  /** Sold out now. */
  soldOut: SoldOutItem[];
  /** When the list shown was last known to be right (epoch ms). */
  asOf: number;
  now: number;
}

export function useLiveAvailability(initial: StoreAvailability | null, partyHost: string | undefined): LiveAvailability | null {
  const [latest, setLatest] = useState<StoreAvailability | null>(initial);
  // A newer list from the page's own load replaces an older pushed one, and the other way round.
  useEffect(() => {
    if (initial) setLatest((known) => (known && known.locationId === initial.locationId && known.asOf > initial.asOf ? known : initial));
  }, [initial]);

  const locationId = initial?.locationId;
  useEffect(() => {
    if (!locationId || !partyHost) return;
    let stop = () => {};
    let cancelled = false;
    const cancelIdle = whenIdle(() => {
      void import('./availability-socket').then(({ listenToStore }) => {
        if (cancelled) return;
        stop = listenToStore(partyHost, locationId, (pushed) => setLatest((known) => (known && known.asOf > pushed.asOf ? known : pushed)));
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      stop();
    };
  }, [locationId, partyHost]);

  const now = useNowUntil(latest ? nextReturn(latest.soldOut, Date.now()) : null);
  if (!latest) return null;
  return { soldOut: stillSoldOut(latest.soldOut, now), asOf: latest.asOf, now };
}
