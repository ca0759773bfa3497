import { useAsyncData } from '../../../components/ui/use-async-data';
import { api, readOk } from '../../../lib/api-client';
import type { FranchiseAccount } from '../types';

/** GET /admin/action/franchises?name=: franchise accounts whose name contains `name` (all when empty). */
async function getFranchises(name: string): Promise<FranchiseAccount[]> {
  const query = name ? { name } : {};
  const { franchises } = await readOk(await api.admin.action.franchises.$get({ query }));
  return franchises;
}

export function useFranchisesAdmin(name: string) {
  return useAsyncData(() => getFranchises(name), name, 'franchises');
}
