/**
 * What the visitor's 'My store' has today, as the builder and My drinks read
 * it: the store's name and, for each sold-out drink and topping, when it is
 * back ('at 10:00 am', on the store's own clock).
 */
import { useMemo } from 'react';
import type { Build } from '../../lib/contract';
import { itemKey } from '../../lib/store-availability';
import { storeWhen } from '../../lib/store-when';
import { useMyStoreDay } from '../../lib/use-my-store-availability';

export interface StoreToday {
  name: string;
  /** By `itemKey` ('drink/<id>', 'topping/<id>'): when the sold-out item is back. */
  backBy: ReadonlyMap<string, string>;
}

export function useStoreToday(): StoreToday | null {
  const day = useMyStoreDay();
  const name = day?.store.name;
  const timeZone = day?.store.timeZone;
  const soldOut = day?.soldOut;
  const now = day?.now ?? 0;
  return useMemo(
    () => (name && timeZone && soldOut ? { name, backBy: new Map(soldOut.map((s) => [itemKey(s.itemType, s.itemId), storeWhen(s.until, now, timeZone)])) } : null),
    [name, timeZone, soldOut, now],
  );
}

export const drinkBack = (today: StoreToday | null | undefined, drinkId: string) => today?.backBy.get(itemKey('drink', drinkId));

export const toppingSoldOut = (today: StoreToday | null | undefined, toppingId: string) => !!today?.backBy.has(itemKey('topping', toppingId));

/** The build as the store can make it today: its sold-out toppings left out. */
export function buildForToday(build: Build, today: StoreToday | null | undefined): Build {
  if (!today || !build.toppingIds.some((id) => toppingSoldOut(today, id))) return build;
  return { ...build, toppingIds: build.toppingIds.filter((id) => !toppingSoldOut(today, id)) };
}
