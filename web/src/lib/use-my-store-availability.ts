import { useMemo } from 'react';
import { readKeptAvailability, useMyStore, type MyStore } from './my-store';
import { useLiveAvailability } from './use-live-availability';

/** What the visitor's 'My store' has run out of: its last known list on this device, kept live by its room. Null without a My store. */
export function useMyStoreSoldOut(): { store: MyStore; soldOutIds: ReadonlySet<string> } | null {
  const store = useMyStore();
  const kept = useMemo(() => (store ? readKeptAvailability(store.id) : null), [store?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const fallback = useMemo(() => (store ? { locationId: store.id, soldOut: [], asOf: 0 } : null), [store?.id]); // eslint-disable-line react-hooks/exhaustive-deps
  const live = useLiveAvailability(kept?.availability ?? fallback, kept?.partyHost);
  if (!store || !live) return null;
  return { store, soldOutIds: new Set(live.soldOut.map((s) => `${s.itemType}/${s.itemId}`)) };
}
