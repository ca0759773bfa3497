import { useAsyncData } from '../../../components/ui/use-async-data';
import { api, readOk } from '../../../lib/api-client';
import type { StoreAvailabilityAdmin } from '../../../lib/contract';

export interface StoreAvailabilityScreen {
  availability: StoreAvailabilityAdmin;
  partyHost: string;
}

/** GET /franchise/availability/:locationId: the store's items by series, what is sold out and the changes. */
async function getStoreAvailability(locationId: string): Promise<StoreAvailabilityScreen> {
  const { availability, partyHost } = await readOk(await api.franchise.availability[':locationId'].$get({ param: { locationId } }));
  return { availability, partyHost };
}

export function useStoreAvailabilityAdmin(locationId: string) {
  return useAsyncData(() => getStoreAvailability(locationId), locationId, 'today');
}
