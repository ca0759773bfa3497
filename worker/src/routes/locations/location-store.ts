/** What a location edit writes besides its row: its week, its special hours, a free slug. */
import { eq, sql } from 'drizzle-orm';
import type { LocationTiming, SpecialHours } from '../../contract/locations';
import type { Db } from '../../db/client';
import { locations, locationSpecialHours, locationTimings } from '../../db/schema';
import { slugOf } from '../../lib/slug';

export const timingValues = (locationId: string, timings: LocationTiming[]) => timings.map((t, day) => ({ locationId, day, openTime: t.openTime, closingTime: t.closingTime }));

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

/** A slug no other store holds: the name's, or the name's with the first free number after it. */
export async function freeSlug(db: Db, name: string): Promise<string> {
  const base = slugOf(name);
  const taken = new Set(
    (
      await db
        .select({ slug: locations.slug })
        .from(locations)
        .where(sql`${locations.slug} = ${base} OR substr(${locations.slug}, 1, ${base.length + 1}) = ${`${base}-`}`)
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n++;
  return `${base}-${n}`;
}
