/** Locations with their seven timing rows (day 0 = Monday; null times = closed), their special hours and picture variants. */
import { and, asc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import { weekdays, type Location, type LocationTiming, type SpecialHours } from '../../contract/locations';
import { addDays } from '../../contract/store-time';
import type { Db } from '../../db/client';
import { locations, locationSpecialHours, locationTimings, pictureVariants } from '../../db/schema';
import { mediaUrl } from '../../lib/media-url';
import { toPictureSet } from '../../lib/picture-variants';
import { menusByFranchise, storeMenuQueries } from './store-menu';

/**
 * Special hours from the day before today in UTC on: every US store's own
 * date is at most a day behind UTC's, so none of today's is left out, and the
 * browser drops the ones already past in the store's own calendar.
 */
const notPast = (now: Date) => gte(locationSpecialHours.date, addDays(now.toISOString().slice(0, 10), -1).date);

/** Locations matching `where`, oldest first, each with a full Monday-to-Sunday week, its coming special hours and its franchise's menu. */
export async function loadLocations(db: Db, where?: SQL, now = new Date()): Promise<Location[]> {
  const matching = db.select({ id: locations.id }).from(locations).where(where);
  // Five statements, one round trip, however many locations.
  const [rows, timingRows, specialRows, menuSeries, menuDrinks] = await db.batch([
    db
      .select({ r: locations, p: pictureVariants })
      .from(locations)
      .leftJoin(pictureVariants, eq(pictureVariants.key, locations.imageKey))
      .where(where)
      .orderBy(asc(locations.createdAt), asc(locations.name)),
    db.select().from(locationTimings).where(where ? inArray(locationTimings.locationId, matching) : undefined),
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
    timings: weekdays.map((day, i) => {
      const t = byLocation.get(r.id)?.get(i);
      return { day, openTime: t?.openTime ?? null, closingTime: t?.closingTime ?? null };
    }),
  }));
}

export const timingValues = (locationId: string, timings: LocationTiming[]) =>
  timings.map((t, day) => ({ locationId, day, openTime: t.openTime, closingTime: t.closingTime }));

export const specialHoursValues = (locationId: string, special: SpecialHours[]) => special.map((s) => ({ locationId, ...s }));

/**
 * The statements that replace a store's week and, when given, its special
 * hours (a form made before special hours existed leaves them as they are),
 * for one batch with the rest of an edit. D1 refuses an INSERT of no rows,
 * so an empty list of special hours only deletes.
 */
export function replaceHours(db: Db, locationId: string, timings: LocationTiming[], specialHours: SpecialHours[] | undefined) {
  return [
    db.delete(locationTimings).where(eq(locationTimings.locationId, locationId)),
    db.insert(locationTimings).values(timingValues(locationId, timings)),
    ...(specialHours
      ? [
          db.delete(locationSpecialHours).where(eq(locationSpecialHours.locationId, locationId)),
          ...(specialHours.length ? [db.insert(locationSpecialHours).values(specialHoursValues(locationId, specialHours))] : []),
        ]
      : []),
  ] as const;
}

/** 'Downtown Austin' → 'downtown-austin'; accents dropped, anything else between words becomes one dash. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'store';
}

/** A slug no other store holds: the name's, or the name's with the first free number after it. */
export async function freeSlug(db: Db, name: string): Promise<string> {
  const base = slugOf(name);
  const taken = new Set(
    (await db.select({ slug: locations.slug }).from(locations).where(sql`${locations.slug} = ${base} OR substr(${locations.slug}, 1, ${base.length + 1}) = ${`${base}-`}`)).map(
      (r) => r.slug,
    ),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}

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
