/**
 * The browser's copy of public data (IndexedDB through Dexie) and the outbox
 * of writes waiting for the network. Screens read these tables through live
 * queries; only web/src/sync writes them. The cache is a cache: anything a
 * user wrote is kept in the outbox only until the server acknowledged it.
 */
import Dexie, { type EntityTable } from 'dexie';
import type { Build, ComingSoonFranchise, Location, MenuDrink, MenuSeries, Review, Topping } from './contract';
import { DATABASE_NAME } from './db-name';
import type { EditConflict } from './edit-conflict';
import type { OutboxPayloads } from './outbox-payloads';

export type CachedSeries = Omit<MenuSeries, 'drinks'> & { position: number };
export type CachedDrink = MenuDrink & { position: number };
/** A store cached by a release before store menus has no `menu` until its next refresh. */
export type CachedLocation = Omit<Location, 'menu'> & Partial<Pick<Location, 'menu'>> & { position: number };
export type CachedComingSoon = ComingSoonFranchise & { position: number };
export type CachedTopping = Topping & { position: number };

/**
 * A build saved on this device ('My drinks'): the visitor's own, kept only
 * here (never sent), so it is not a cache and refreshes never clear it. The
 * drink's name is kept so the list reads well even before the menu loads.
 */
export interface FavoriteDrink {
  id: string;
  drinkId: string;
  drinkName: string;
  /** The visitor's own name for it ("Monday boba"), or ''. */
  label: string;
  build: Build;
  createdAt: number;
  updatedAt: number;
}

export interface SocialCounts {
  username: string;
  posts: number;
  followers: number;
  following: number;
}

/** When each cached resource last came from the server; also holds the social counts. */
interface MetaRow {
  key: string;
  refreshedAt: number;
  value?: unknown;
}

export type OutboxKind = keyof OutboxPayloads;
/** What staff write: discarded at logout with the rest of the staff cache (features/auth/forget-staff-device.ts). */
export const STAFF_OUTBOX_KINDS: readonly OutboxKind[] = [
  'message',
  'drink-update',
  'series-update',
  'availability',
  'drink-facts',
  'store-hours',
  'location-update',
  'topping-update',
  'brand-profile',
  'coming-soon-add',
  'coming-soon-update',
  'review-status',
  'request-read',
  'message-read',
];
type OutboxStatus = 'queued' | 'failed';

/** A queued write of kind `K` (any kind by default: read `kind` to narrow, or ask useOutbox for one kind). */
export interface OutboxItem<K extends OutboxKind = OutboxKind> {
  /** The idempotency key the server stores with the row. */
  clientId: string;
  kind: K;
  /** The body to send (without clientId); `target` is the path parameter when there is one. */
  payload: OutboxPayloads[K];
  target?: string;
  /** What the user sees in the queue ("Review of Brown Sugar Milk Tea"). */
  label: string;
  createdAt: number;
  attempts: number;
  nextAttemptAt: number;
  status: OutboxStatus;
  /** Why the server refused it (4xx); the text stays so nothing typed is lost. */
  error?: string;
  /** The server's reason for each refused field, by name. */
  fields?: Record<string, string>;
  /** A stale edit (409): the row as it is now and who changed it, kept beside the edit until the person chooses. */
  conflict?: EditConflict;
}

export const db = new Dexie(DATABASE_NAME) as Dexie & {
  series: EntityTable<CachedSeries, '_id'>;
  drinks: EntityTable<CachedDrink, '_id'>;
  reviews: EntityTable<Review, '_id'>;
  locations: EntityTable<CachedLocation, '_id'>;
  comingSoon: EntityTable<CachedComingSoon, '_id'>;
  toppings: EntityTable<CachedTopping, '_id'>;
  favorites: EntityTable<FavoriteDrink, 'id'>;
  meta: EntityTable<MetaRow, 'key'>;
  outbox: EntityTable<OutboxItem, 'clientId'>;
};

db.version(1).stores({
  series: '_id, position',
  drinks: '_id, seriesId, position',
  reviews: '_id, drink, createdAt',
  locations: '_id, position',
  comingSoon: '_id, position',
  meta: 'key',
  outbox: 'clientId, createdAt, kind, status',
});
// Head office's toppings travel with the menu; favourites are the visitor's own builds. Earlier tables stay as they are.
db.version(2).stores({
  toppings: '_id, position',
  favorites: 'id, createdAt, drinkId',
});
