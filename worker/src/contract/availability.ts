/**
 * What a store has today (issue #25): items a store has run out of, until
 * when, and the record of every change. Shared by the Worker, the web and
 * the availability party.
 */
import { z } from 'zod';

export const itemTypes = ['drink', 'topping'] as const;
export type ItemType = (typeof itemTypes)[number];

/** One sold-out item at a store; gone from the list once `until` passes. */
export interface SoldOutItem {
  itemType: ItemType;
  itemId: string;
  /** The drink's or topping's name, so a page that has no menu at hand can still say it. */
  name: string;
  /** Epoch ms: back in stock from then. */
  until: number;
  /** Epoch ms: marked sold out then. */
  since: number;
}

/** A store's sold-out list as the Worker last knew it; `asOf` (epoch ms) dates it for a page shown offline. */
export interface StoreAvailability {
  locationId: string;
  soldOut: SoldOutItem[];
  asOf: number;
}

export interface AvailabilityChange {
  _id: string;
  itemType: ItemType;
  itemId: string;
  itemName: string;
  fromSoldOut: boolean;
  toSoldOut: boolean;
  until: number | null;
  actorName: string;
  /** Epoch ms on the device that made the change. */
  changedAt: number;
}

/** One row of the tablet's list: the brand's drinks and toppings and the franchise's own drinks, by series. */
export interface AvailabilityItem {
  itemType: ItemType;
  itemId: string;
  name: string;
  /** The series' name, or 'Toppings'. */
  group: string;
}

export interface StoreAvailabilityAdmin extends StoreAvailability {
  storeName: string;
  timeZone: string;
  /** The default end of a sold out: the store's next opening (epoch ms). */
  nextOpening: number;
  items: AvailabilityItem[];
  changes: AvailabilityChange[];
}

/** Head office's day: what is sold out where and since when. */
export interface SoldOutAcrossStores {
  locationId: string;
  storeName: string;
  timeZone: string;
  itemType: ItemType;
  itemId: string;
  itemName: string;
  since: number;
  until: number;
  actorName: string;
}

/** A device's clock can be off; a change dated more than this ahead of the server is refused rather than winning every later change. */
export const MAX_CLOCK_AHEAD_MS = 5 * 60_000;
/** A sold out ends within a week at most. */
export const MAX_SOLD_OUT_MS = 7 * 24 * 60 * 60_000;

export const AVAILABILITY_TEXTS = {
  storeNotFound: 'Store not found.',
  notYourStore: 'You can only change what your own stores have.',
  itemNotFound: 'That item is not on this store’s menu.',
  untilPast: 'Pick a time that is still ahead.',
  untilTooFar: 'A sold out lasts at most a week.',
  clockAhead: 'This device’s clock is ahead; check its date and time.',
  markedSoldOut: 'Marked sold out',
  backInStock: 'Back in stock',
} as const;

export const availabilityParam = z.object({ locationId: z.string().min(1).max(64) });

export const availabilityChangeBody = z.strictObject({
  itemType: z.enum(itemTypes, 'Item type must be drink or topping.'),
  itemId: z.string().trim().min(1, 'Item is required.').max(64),
  soldOut: z.boolean('Say whether the item is sold out.'),
  /** Epoch ms; omitted means the store's next opening. Ignored when back in stock. */
  until: z.number().int().positive().optional(),
  /** Epoch ms on the device when the switch was flipped: the later change wins. */
  changedAt: z.number('Say when the change was made.').int().positive(),
});
export type AvailabilityChangeBody = z.input<typeof availabilityChangeBody>;

/** The party's messages to visitors' pages (JSON text frames). */
export type AvailabilityPush = { type: 'availability'; availability: StoreAvailability };
