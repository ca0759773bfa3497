/**
 * A store's sold-out list on a visitor's page: the server-rendered snapshot
 * first (so the page paints right), else the copy this device kept last
 * time, then a fresh read once the page is idle, then every change the
 * store's room pushes. Each list is kept on the device, so offline the last
 * known one shows with its age.
 */
import { useEffect, useState } from 'react';
import { whenIdle } from '../../../lib/idle';
import { keepAvailability as keep, readKeptAvailability as readKept, type KeptAvailability as Kept } from '../../../lib/my-store';
import { useLiveAvailability, type LiveAvailability } from '../../../lib/use-live-availability';
import { usePageSnapshot } from '../../../sync/snapshot';
import { getAvailability } from '../api/get-availability';

export interface StoreAvailabilityView extends LiveAvailability {
  /** The list shown is the device's copy or a fetch failed: say how old it is. */
  stale: boolean;
}

export function useStoreAvailability(locationId: string): StoreAvailabilityView | null {
  const snapshot = usePageSnapshot();
  const rendered = snapshot?.availability?.locationId === locationId ? { availability: snapshot.availability, partyHost: snapshot.partyHost ?? '' } : null;
  const [known, setKnown] = useState<Kept | null>(() => rendered);
  const [fresh, setFresh] = useState(!!rendered);

  useEffect(() => {
    if (!known) {
      const kept = readKept(locationId);
      if (kept) setKnown(kept);
    }
    let current = true;
    const cancel = whenIdle(() => {
      getAvailability(locationId).then(
        (answer) => {
          if (!current) return;
          setKnown(answer);
          setFresh(true);
        },
        () => current && setFresh(false),
      );
    });
    return () => {
      current = false;
      cancel();
    };
    // Once per store: the live socket keeps it current after that.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [locationId]);

  const live = useLiveAvailability(known?.availability ?? null, known?.partyHost);
  useEffect(() => {
    if (live && known) keep({ availability: { locationId, soldOut: live.soldOut, asOf: live.asOf }, partyHost: known.partyHost });
  }, [live?.asOf, live?.soldOut.length, locationId]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!live) return null;
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return { ...live, stale: offline || !fresh };
}
