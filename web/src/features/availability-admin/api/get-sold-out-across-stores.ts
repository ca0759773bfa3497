import { useAsyncData } from '../../../components/ui/use-async-data';
import { api, readOk } from '../../../lib/api-client';
import type { SoldOutAcrossStores } from '../../../lib/contract';

/** GET /admin/availability: what is sold out where, since when, across stores. */
async function getSoldOutAcrossStores(): Promise<SoldOutAcrossStores[]> {
  const { soldOut } = await readOk(await api.admin.availability.$get());
  return soldOut;
}

export function useSoldOutAcrossStoresAdmin() {
  return useAsyncData(getSoldOutAcrossStores, '', 'sold-out-across-stores');
}
