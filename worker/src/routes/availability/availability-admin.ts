/**
 * The 'Today at <store>' screen's API. A franchise reads and changes only the
 * stores it runs (another store answers 403 and nothing changes); head office
 * any store, and sees what is sold out where across stores.
 *
 * Two devices that disagree end with the later change: each change carries
 * the time it was made on the device, and a change older than (or the same
 * as) the one kept is answered with the kept state, unapplied. A resend of
 * the same change by the outbox is therefore harmless.
 */
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv, SessionUser } from '../../app-env';
import {
  AVAILABILITY_TEXTS,
  availabilityChangeBody,
  availabilityParam,
  MAX_CLOCK_AHEAD_MS,
  MAX_SOLD_OUT_MS,
  type AvailabilityItem,
  type ItemType,
} from '../../contract/availability';
import { nextOpening } from '../../contract/store-opening';
import { createDb, type Db } from '../../db/client';
import { availabilityChanges, storeAvailability, toppings } from '../../db/schema';
import { afterResponse } from '../../lib/background';
import { fail } from '../../lib/fail';
import { pushAvailability } from '../../lib/realtime';
import { validate } from '../../lib/validate';
import { currentUser, requireRole } from '../../middleware/auth';
import {
  actorName,
  changesQuery,
  loadStore,
  partyHostOf,
  soldOutAcrossStores,
  soldOutQuery,
  storeAvailabilityOf,
  storeDrinksQuery,
  storeSeriesQuery,
  toSoldOut,
  type StoreRow,
} from '../../queries/availability';

const staff = requireRole('admin', 'franchise');
const headOffice = requireRole('admin');

async function storeFor(db: Db, user: SessionUser, locationId: string): Promise<StoreRow> {
  const store = await loadStore(db, locationId);
  if (!store) fail(404, AVAILABILITY_TEXTS.storeNotFound);
  if (user.role !== 'admin' && store.franchiseId !== user.id) fail(403, AVAILABILITY_TEXTS.notYourStore);
  return store;
}

/** The item's name if the store sells it. */
async function itemName(db: Db, store: StoreRow, itemType: ItemType, itemId: string): Promise<string> {
  const row =
    itemType === 'topping'
      ? await db.select({ name: toppings.name }).from(toppings).where(eq(toppings.id, itemId)).get()
      : (await storeDrinksQuery(db, store.franchiseId, itemId))[0];
  if (!row) fail(404, AVAILABILITY_TEXTS.itemNotFound);
  return row.name;
}

export const availabilityAdminRoutes = new Hono<AppEnv>()
  .get('/franchise/availability/:locationId', staff, validate('param', availabilityParam), async (c) => {
    const db = createDb(c.env);
    const store = await storeFor(db, currentUser(c), c.req.valid('param').locationId);
    const now = Date.now();
    const [seriesRows, drinkRows, toppingRows, soldOut, changes] = await db.batch([
      storeSeriesQuery(db, store.franchiseId),
      storeDrinksQuery(db, store.franchiseId),
      db.select({ id: toppings.id, name: toppings.name }).from(toppings).orderBy(toppings.name),
      soldOutQuery(db, store.id, now),
      changesQuery(db, store.id),
    ]);
    const seriesName = new Map(seriesRows.map((s) => [s.id, s.name]));
    const items: AvailabilityItem[] = [
      ...seriesRows.flatMap((s) =>
        drinkRows.filter((d) => d.seriesId === s.id).map((d) => ({ itemType: 'drink' as const, itemId: d.id, name: d.name, group: seriesName.get(s.id)! })),
      ),
      ...toppingRows.map((t) => ({ itemType: 'topping' as const, itemId: t.id, name: t.name, group: 'Toppings' })),
    ];
    return c.json({
      success: true as const,
      availability: {
        locationId: store.id,
        storeName: store.name,
        timeZone: store.timeZone,
        nextOpening: nextOpening(store.hours, now),
        soldOut: toSoldOut(soldOut),
        asOf: now,
        items,
        changes: changes.map(({ id, locationId: _l, actorId: _a, recordedAt: _r, ...change }) => ({ _id: id, ...change })),
      },
      partyHost: partyHostOf(c.env),
    });
  })
  .put('/franchise/availability/:locationId', staff, validate('param', availabilityParam), validate('json', availabilityChangeBody), async (c) => {
    const user = currentUser(c);
    const change = c.req.valid('json');
    const db = createDb(c.env);
    const store = await storeFor(db, user, c.req.valid('param').locationId);
    const now = Date.now();
    if (change.changedAt > now + MAX_CLOCK_AHEAD_MS) fail(400, AVAILABILITY_TEXTS.clockAhead);
    const until = change.soldOut ? (change.until ?? nextOpening(store.hours, now)) : null;
    if (until !== null && until <= now) fail(400, AVAILABILITY_TEXTS.untilPast);
    if (until !== null && until > now + MAX_SOLD_OUT_MS) fail(400, AVAILABILITY_TEXTS.untilTooFar);
    const name = await itemName(db, store, change.itemType, change.itemId);
    const key = and(eq(storeAvailability.locationId, store.id), eq(storeAvailability.itemType, change.itemType), eq(storeAvailability.itemId, change.itemId));
    const kept = await db.select().from(storeAvailability).where(key).get();
    const wasSoldOut = !!kept?.until && kept.until > now;
    const applied = !kept || kept.changedAt < change.changedAt;
    if (applied) {
      const row = { until, since: change.soldOut ? (wasSoldOut ? kept.since : now) : null, changedAt: change.changedAt, changedBy: user.id };
      const actor = await actorName(db, user);
      // The row and its record together; the guard keeps a newer change that landed meanwhile.
      await db.batch([
        db
          .insert(storeAvailability)
          .values({ locationId: store.id, itemType: change.itemType, itemId: change.itemId, ...row })
          .onConflictDoUpdate({
            target: [storeAvailability.locationId, storeAvailability.itemType, storeAvailability.itemId],
            set: row,
            setWhere: sql`${storeAvailability.changedAt} < excluded.changed_at`,
          }),
        db.insert(availabilityChanges).values({
          id: crypto.randomUUID(),
          locationId: store.id,
          itemType: change.itemType,
          itemId: change.itemId,
          itemName: name,
          fromSoldOut: wasSoldOut,
          toSoldOut: change.soldOut,
          until,
          actorId: user.id,
          actorName: actor,
          changedAt: change.changedAt,
          recordedAt: now,
        }),
      ]);
    }
    const availability = await storeAvailabilityOf(db, store.id, now);
    if (applied) await afterResponse(c, pushAvailability(c.env, availability));
    return c.json({ success: true as const, applied, message: change.soldOut ? AVAILABILITY_TEXTS.markedSoldOut : AVAILABILITY_TEXTS.backInStock, availability });
  })
  .get('/admin/availability', headOffice, async (c) => {
    c.header('cache-control', 'no-store');
    return c.json({ success: true as const, soldOut: await soldOutAcrossStores(createDb(c.env)) });
  });
