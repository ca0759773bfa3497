import { useAsyncData } from '../../../components/ui/use-async-data';
import { api, readOk } from '../../../lib/api-client';

export interface FranchiseChoice {
  id: string;
  name: string;
}

/** GET /admin/action/franchises: the accounts a store can be run by, by name. */
async function getFranchiseChoices(): Promise<FranchiseChoice[]> {
  const { franchises } = await readOk(await api.admin.action.franchises.$get({ query: {} }));
  return franchises.map((f) => ({ id: f._id, name: f.franchise.name }));
}

export function useFranchiseChoicesAdmin() {
  return useAsyncData(getFranchiseChoices, '', 'franchise-choices');
}
