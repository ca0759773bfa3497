/** Locations with their seven timing rows (day 0 = Monday; null times = closed), their special hours and picture variants. */
import { and, asc, eq, gte, inArray, type SQL } from 'drizzle-orm';
import { weekdays, type Location, type SpecialHours } from '../contract/locations';
import { addDays } from '../contract/store-time';
import type { Db } from '../db/client';
import { locations, locationSpecialHours, locationTimings, pictureVariants } from '../db/schema';
import { mediaUrl } from '../lib/media-url';
import { toPictureSet } from '../lib/picture-variants';
import { menusByFranchise, storeMenuQueries } from './store-menu';

/**
 * Special hours from the day before today in UTC on: every US store's own
 * date is at most a day behind UTC's, so none of today's is left out, and the
 * browser drops the ones already past in the store's own calendar.
 */
const notPast = (now: Date) => gte(locationSpecialHours.date, addDays(now.toISOString().slice(0, 10), -1).date);

/** Locations matching `where`, oldest first, each with a full Monday-to-Sunday week, its coming special hours and its franchise's menu. */
export async function loadLocations(db: Db, where?: SQL, now = new Date(), versions = false): Promise<Location[]> {
  const matching = db.select({ id: locations.id }).from(locations).where(where);
  // Five statements, one round trip, however many locations.
  const [rows, timingRows, specialRows, menuSeries, menuDrinks] = await db.batch([
    db
      .select({ r: locations, p: pictureVariants })
      .from(locations)
      .leftJoin(pictureVariants, eq(pictureVariants.key, locations.imageKey))
      .where(where)
      .orderBy(asc(locations.createdAt), asc(locations.name)),
    db
      .select()
      .from(locationTimings)
      .where(where ? inArray(locationTimings.locationId, matching) : undefined),
    db
      .select()
      .from(locationSpecialHours)
      .where(and(notPast(now), where ? inArray(locationSpecialHours.locationId, matching) : undefined))
      .orderBy(asc(locationSpecialHours.date)),
    ...storeMenuQueries(db, where),
  ]);
  const menus = menusByFranchise(menuSeries, menuDrinks);
  const specialByLocation = new Map<string, SpecialHours[]>();
  for (const { locationId, ...day } of specialRows) specialByLocation.set(locationId, [...(specialByLocation.get(locationId) ?? []), day]);
  const byLocation = new Map<string, Map<number, typeof locationTimings.$inferSelect>>();
  for (const t of timingRows) {
    const days = byLocation.get(t.locationId) ?? new Map<number, typeof locationTimings.$inferSelect>();
    days.set(t.day, t);
    byLocation.set(t.locationId, days);
  }
  return rows.map(({ r, p }) => ({
    _id: r.id,
    name: r.name,
    address: r.address,
    email: r.email,
    thirdPartyLink: webLinkOrEmpty(r.thirdPartyLink),
    image: mediaUrl(r.imageKey),
    imageSet: toPictureSet(p),
    slug: r.slug,
    timeZone: r.timeZone,
    phone: r.phone,
    latitude: r.latitude,
    longitude: r.longitude,
    specialHours: specialByLocation.get(r.id) ?? [],
    franchiseId: r.franchiseId,
    menu: (r.franchiseId && menus.get(r.franchiseId)) || [],
    ...(versions && { version: r.version, hoursVersion: r.hoursVersion }),
    timings: weekdays.map((day, i) => {
      const t = byLocation.get(r.id)?.get(i);
      return { day, openTime: t?.openTime ?? null, closingTime: t?.closingTime ?? null };
    }),
  }));
}

/** Stores as staff screens edit them: with the versions their edits name (contract/row-version.ts); visitors' answers leave them out. */
export const loadStaffLocations = (db: Db, where?: SQL) => loadLocations(db, where, new Date(), true);

/**
 * Only http(s) links ever leave the API, whatever a row holds (data imported
 * or written before validation): a `javascript:` link would run in the page.
 */
function webLinkOrEmpty(link: string): string {
  try {
    const { protocol } = new URL(link);
    return protocol === 'https:' || protocol === 'http:' ? link : '';
  } catch {
    return '';
  }
}
