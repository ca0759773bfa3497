import type { Location } from '../../lib/contract';

/** A store's day as the tables show it: today's hours and whether it is open now, in its own time. */
export interface StoreNow {
  today: string;
  status: string;
  open: boolean;
}

/**
 * Worked out by the public store pages' rules (features/locations); the app
 * hands it to the staff tables, so both say the same about a store.
 */
export type StoreNowOf = (location: Location) => StoreNow;
