/** Locations with their seven timing rows (day 0 = Monday; null times = closed). */
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import { weekdays, type Location, type LocationTiming } from '../../contract/locations';
import type { Db } from '../../db/client';
import { locations, locationTimings, pictureVariants } from '../../db/schema';
import { mediaUrl } from '../../lib/media-url';
import { toPictureSet } from '../../lib/picture-variants';

/** Locations matching `where`, oldest first, each with a full Monday-to-Sunday week. */
export async function loadLocations(db: Db, where?: SQL): Promise<Location[]> {
  const matching = db.select({ id: locations.id }).from(locations).where(where);
  // Two statements, one round trip, however many locations.
  const [rows, timingRows] = await db.batch([
    db
      .select({ r: locations, p: pictureVariants })
      .from(locations)
      .leftJoin(pictureVariants, eq(pictureVariants.key, locations.imageKey))
      .where(where)
      .orderBy(asc(locations.createdAt), asc(locations.name)),
    db.select().from(locationTimings).where(where ? inArray(locationTimings.locationId, matching) : undefined),
  ]);
  const byLocation = new Map<string, Map<number, typeof locationTimings.$inferSelect>>();
  for (const t of timingRows) {
    const days = byLocation.get(t.locationId) ?? new Map();
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
    timings: weekdays.map((day, i) => {
      const t = byLocation.get(r.id)?.get(i);
      return { day, openTime: t?.openTime ?? null, closingTime: t?.closingTime ?? null };
    }),
  }));
}

export const timingValues = (locationId: string, timings: LocationTiming[]) =>
  timings.map((t, day) => ({ locationId, day, openTime: t.openTime, closingTime: t.closingTime }));

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
