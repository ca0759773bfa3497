import { useAsyncData } from '../../../components/ui/use-async-data';
import { api, readOk } from '../../../lib/api-client';
import type { Location } from '../../../lib/contract';

/** GET /franchise/locations: the stores the signed-in owner runs. */
async function getOwnStores(): Promise<Location[]> {
  const { locations } = await readOk(await api.franchise.locations.$get());
  return locations;
}

export function useOwnStoresAdmin() {
  return useAsyncData(getOwnStores, '', 'own-stores');
}
