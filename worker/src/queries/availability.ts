/**
 * Reads and writes of a store's availability (issue #25). A row whose
 * `until` has passed is simply not sold out: every read filters by the
 * clock, so expiry needs no cron and survives a missed one.
 */
import { and, asc, desc, eq, gt, inArray, or } from 'drizzle-orm';
import type { SoldOutAcrossStores, SoldOutItem, StoreAvailability } from '../contract/availability';
import type { OpeningHours } from '../contract/store-opening';
import type { Db } from '../db/client';
import { availabilityChanges, drinks, franchiseProfiles, locations, locationSpecialHours, locationTimings, series, storeAvailability, toppings, users } from '../db/schema';

/** The changes shown under the tablet's list. */
const RECENT_CHANGES = 30;

const soldOutNow = (now: number) => gt(storeAvailability.until, now);

export interface StoreRow {
  id: string;
  name: string;
  timeZone: string;
  franchiseId: string | null;
  hours: OpeningHours;
}

/** A store with its week and special hours, in one round trip; undefined when unknown. */
export async function loadStore(db: Db, locationId: string): Promise<StoreRow | undefined> {
  const [[row], timings, special] = await db.batch([
    db.select({ id: locations.id, name: locations.name, timeZone: locations.timeZone, franchiseId: locations.franchiseId }).from(locations).where(eq(locations.id, locationId)),
    db.select().from(locationTimings).where(eq(locationTimings.locationId, locationId)),
    db.select().from(locationSpecialHours).where(eq(locationSpecialHours.locationId, locationId)),
  ]);
  if (!row) return undefined;
  const week = Array.from({ length: 7 }, (_, day) => timings.find((t) => t.day === day) ?? { openTime: null, closingTime: null });
  return { ...row, hours: { timeZone: row.timeZone, timings: week, specialHours: special } };
}

export const soldOutQuery = (db: Db, locationId: string, now: number) =>
  db
    .select({
      itemType: storeAvailability.itemType,
      itemId: storeAvailability.itemId,
      until: storeAvailability.until,
      since: storeAvailability.since,
      drinkName: drinks.name,
      toppingName: toppings.name,
    })
    .from(storeAvailability)
    .leftJoin(drinks, and(eq(storeAvailability.itemType, 'drink'), eq(drinks.id, storeAvailability.itemId)))
    .leftJoin(toppings, and(eq(storeAvailability.itemType, 'topping'), eq(toppings.id, storeAvailability.itemId)))
    .where(and(eq(storeAvailability.locationId, locationId), soldOutNow(now)))
    .orderBy(asc(storeAvailability.since));

type SoldOutRow = { itemType: 'drink' | 'topping'; itemId: string; until: number | null; since: number | null; drinkName: string | null; toppingName: string | null };

/** A deleted drink or topping leaves its row behind: it is no longer on any menu, so it is left out. */
export const toSoldOut = (rows: SoldOutRow[]): SoldOutItem[] =>
  rows.flatMap((r) => {
    const name = r.drinkName ?? r.toppingName;
    return name === null ? [] : [{ itemType: r.itemType, itemId: r.itemId, name, until: r.until!, since: r.since ?? 0 }];
  });

export async function storeAvailabilityOf(db: Db, locationId: string, now = Date.now()): Promise<StoreAvailability> {
  return { locationId, soldOut: toSoldOut(await soldOutQuery(db, locationId, now)), asOf: now };
}

/** Who owns the series a store sells: head office (every admin) and the store's franchise. */
function storeSeriesOwners(db: Db, franchiseId: string | null) {
  return or(inArray(series.ownerId, db.select({ id: users.id }).from(users).where(eq(users.role, 'admin'))), franchiseId ? eq(series.ownerId, franchiseId) : undefined)!;
}

export const storeSeriesQuery = (db: Db, franchiseId: string | null) =>
  db.select({ id: series.id, name: series.name }).from(series).where(storeSeriesOwners(db, franchiseId)).orderBy(asc(series.createdAt), asc(series.name));

export const storeDrinksQuery = (db: Db, franchiseId: string | null, drinkId?: string) =>
  db
    .select({ id: drinks.id, name: drinks.name, seriesId: drinks.seriesId })
    .from(drinks)
    .where(and(drinkId ? eq(drinks.id, drinkId) : undefined, inArray(drinks.seriesId, db.select({ id: series.id }).from(series).where(storeSeriesOwners(db, franchiseId)))))
    .orderBy(asc(drinks.createdAt), asc(drinks.name));

export const changesQuery = (db: Db, locationId: string) =>
  db.select().from(availabilityChanges).where(eq(availabilityChanges.locationId, locationId)).orderBy(desc(availabilityChanges.recordedAt)).limit(RECENT_CHANGES);

/** The name a change is signed with: the franchise's business name, or head office. */
export async function actorName(db: Db, user: { id: string; role: 'admin' | 'franchise' }): Promise<string> {
  if (user.role === 'admin') return 'Head office';
  const profile = await db.select({ name: franchiseProfiles.name }).from(franchiseProfiles).where(eq(franchiseProfiles.userId, user.id)).get();
  return profile?.name ?? 'Franchise';
}

/** Head office's day: every item sold out now, at every store, longest first. */
export async function soldOutAcrossStores(db: Db, now = Date.now()): Promise<SoldOutAcrossStores[]> {
  const rows = await db
    .select({ a: storeAvailability, storeName: locations.name, timeZone: locations.timeZone, drinkName: drinks.name, toppingName: toppings.name })
    .from(storeAvailability)
    .innerJoin(locations, eq(locations.id, storeAvailability.locationId))
    .leftJoin(drinks, and(eq(storeAvailability.itemType, 'drink'), eq(drinks.id, storeAvailability.itemId)))
    .leftJoin(toppings, and(eq(storeAvailability.itemType, 'topping'), eq(toppings.id, storeAvailability.itemId)))
    .where(soldOutNow(now))
    .orderBy(asc(locations.name), asc(storeAvailability.since));
  const lastBy = new Map<string, string>();
  if (rows.length) {
    const logs = await db
      .select({ locationId: availabilityChanges.locationId, itemType: availabilityChanges.itemType, itemId: availabilityChanges.itemId, actorName: availabilityChanges.actorName })
      .from(availabilityChanges)
      .where(and(inArray(availabilityChanges.locationId, [...new Set(rows.map((r) => r.a.locationId))]), eq(availabilityChanges.toSoldOut, true)))
      .orderBy(asc(availabilityChanges.recordedAt));
    for (const l of logs) lastBy.set(`${l.locationId}/${l.itemType}/${l.itemId}`, l.actorName);
  }
  return rows.map(({ a, storeName, timeZone, drinkName, toppingName }) => ({
    locationId: a.locationId,
    storeName,
    timeZone,
    itemType: a.itemType,
    itemId: a.itemId,
    itemName: drinkName ?? toppingName ?? a.itemId,
    since: a.since ?? a.changedAt,
    until: a.until!,
    actorName: lastBy.get(`${a.locationId}/${a.itemType}/${a.itemId}`) ?? '',
  }));
}

/** Where browsers open the store's room: empty when no party is configured (the page then keeps what it loaded). */
export const partyHostOf = (env: Pick<Env, 'PARTYKIT_PUBLIC_HOST' | 'PARTYKIT_URL'>): string => env.PARTYKIT_PUBLIC_HOST || env.PARTYKIT_URL || '';
