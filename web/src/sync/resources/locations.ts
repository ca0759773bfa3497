/** Stores as visitors see them: cached, refreshed from GET /user/locations. */
import { api, readOk } from '../../lib/api-client';
import type { Location } from '../../lib/contract';
import { db } from '../../lib/db';
import { locationRows } from '../rows';
import { stampRefreshed } from './cache';

export async function storeLocations(locations: Location[]): Promise<void> {
  await db.transaction('rw', db.locations, db.meta, async () => {
    await db.locations.clear();
    await Promise.all([db.locations.bulkPut(locationRows(locations)), stampRefreshed('locations')]);
  });
}

export async function refreshLocations(): Promise<void> {
  const { locations } = await readOk(await api.user.locations.$get());
  await storeLocations(locations);
}

export const readLocations = () => db.locations.orderBy('position').toArray();
