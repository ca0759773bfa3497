/**
 * Whether this page needs the outbox: something is waiting in it from an
 * earlier visit, or the visitor has just written something. Until then no
 * outbox code and no IndexedDB load: a first visit with nothing to send runs
 * none of it. Small and free of Dexie, so the first download can carry it.
 */
import { useSyncExternalStore } from 'react';
import { cacheHoldsRows } from './cache-holds-rows';

let inUse = false;
const listeners = new Set<() => void>();

/** From now on the outbox runs on this page (idempotent). */
export function markOutboxInUse() {
  if (inUse) return;
  inUse = true;
  listeners.forEach((listener) => listener());
}

/** Calls `start` once the outbox is in use (at once if it already is). */
export function whenOutboxInUse(start: () => void): void {
  if (inUse) return start();
  const listener = () => {
    listeners.delete(listener);
    start();
  };
  listeners.add(listener);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** For what shows the outbox's contents: nothing to read before it is in use. */
export const useOutboxInUse = () =>
  useSyncExternalStore(
    subscribe,
    () => inUse,
    () => false,
  );

/** Whether the outbox holds anything from an earlier visit, asked without Dexie (cache-holds-rows.ts). */
export const outboxHoldsItems = () => cacheHoldsRows('outbox');
