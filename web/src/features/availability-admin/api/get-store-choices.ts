import { useAsyncData } from '../../../components/ui/use-async-data';
import { api, readOk } from '../../../lib/api-client';
import type { Role } from '../../../lib/contract';

export interface StoreChoice {
  id: string;
  name: string;
}

/** The stores one may keep: head office every store (GET /admin/locations), an owner the ones they run (GET /franchise/locations). */
async function getStoreChoices(role: Role): Promise<StoreChoice[]> {
  const { locations } = await readOk(await (role === 'admin' ? api.admin.locations.$get() : api.franchise.locations.$get()));
  return locations.map((l) => ({ id: l._id, name: l.name }));
}

export function useStoreChoicesAdmin(role: Role) {
  return useAsyncData(() => getStoreChoices(role), role, 'today-stores');
}
