/**
 * A store's sold-out list on its page: the server-rendered snapshot first
 * (so the page paints right), else the copy this device kept last time, then
 * a fresh read once the page is idle, then every change the store's room
 * pushes (lib/store-availability.ts, one watch for the section and the cards).
 */
import { useMemo } from 'react';
import { useStoreDay, type StoreDay } from '../../../lib/store-availability';
import { usePageSnapshot } from '../../../sync/snapshot';

export function useStoreAvailability(locationId: string): StoreDay | null {
  const snapshot = usePageSnapshot();
  const availability = snapshot?.availability?.locationId === locationId ? snapshot.availability : null;
  const partyHost = snapshot?.partyHost ?? '';
  const rendered = useMemo(() => (availability ? { availability, partyHost } : null), [availability, partyHost]);
  return useStoreDay(locationId, rendered);
}
