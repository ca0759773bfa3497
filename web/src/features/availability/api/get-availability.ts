import { api, readOk } from '../../../lib/api-client';
import type { StoreAvailability } from '../../../lib/contract';

/** GET /availability/:locationId: what the store has run out of now, and where to listen for changes. */
export async function getAvailability(locationId: string): Promise<{ availability: StoreAvailability; partyHost: string }> {
  const { availability, partyHost } = await readOk(await api.availability[':locationId'].$get({ param: { locationId } }));
  return { availability, partyHost };
}
