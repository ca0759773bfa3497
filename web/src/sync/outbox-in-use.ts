/**
 * Whether this page needs the outbox: something is waiting in it from an
 * earlier visit, or the visitor has just written something. Until then no
 * outbox code and no IndexedDB load: a first visit with nothing to send runs
 * none of it. Small and free of Dexie, so the first download can carry it.
 */
import { pageFlag } from '../lib/page-flag';
import { cacheHoldsRows } from './cache-holds-rows';

const outboxInUse = pageFlag();

/** From now on the outbox runs on this page (idempotent). */
export const markOutboxInUse = outboxInUse.raise;

/** Calls `start` once the outbox is in use (at once if it already is). */
export const whenOutboxInUse = outboxInUse.whenRaised;

/** For what shows the outbox's contents: nothing to read before it is in use. */
export const useOutboxInUse = outboxInUse.useRaised;

/** Whether the outbox holds anything from an earlier visit, asked without Dexie. */
export const outboxHoldsItems = () => cacheHoldsRows('outbox');
