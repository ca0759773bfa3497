/** Stores as visitors see them: cached, refreshed from GET /user/locations. */
import { api, readOk } from '../../lib/api-client';
import { db } from '../../lib/db';
import { stampRefreshed, withPositions } from './cache';

export async function refreshLocations(): Promise<void> {
  const { locations } = await readOk(await api.user.locations.$get());
  await db.transaction('rw', db.locations, db.meta, async () => {
    await db.locations.clear();
    await Promise.all([db.locations.bulkPut(withPositions(locations)), stampRefreshed('locations')]);
  });
}

export const readLocations = () => db.locations.orderBy('position').toArray();
