import { useMemo } from 'react';
import type { SoldOutItem } from './contract';
import { useMyStore, type MyStore } from './my-store';
import { itemKey, useStoreDay, type StoreDay } from './store-availability';

export interface MyStoreDay extends StoreDay {
  store: MyStore;
  /** The sold-out item, by `itemKey` ('drink/<id>', 'topping/<id>'). */
  soldOutBy: ReadonlyMap<string, SoldOutItem>;
}

/** What the visitor's 'My store' has run out of today: read from the Worker, kept live by its room, the device's copy offline. Null without a My store. */
export function useMyStoreDay(): MyStoreDay | null {
  const store = useMyStore();
  const day = useStoreDay(store?.id ?? null);
  const soldOutBy = useMemo(() => new Map((day?.soldOut ?? []).map((s) => [itemKey(s.itemType, s.itemId), s])), [day?.soldOut]);
  if (!store || !day) return null;
  return { ...day, store, soldOutBy };
}
