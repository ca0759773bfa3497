import { useAsyncData } from '../../../components/ui/use-async-data';
import { api, readOk } from '../../../lib/api-client';
import type { FranchiseRequest } from '../types';

/** GET /admin/franchise/requsets (spelled as the original client calls it): newest first. */
async function getFranchiseRequests(): Promise<FranchiseRequest[]> {
  const { franchiseRequest } = await readOk(await api.admin.franchise.requsets.$get());
  return franchiseRequest;
}

export function useFranchiseRequestsAdmin() {
  return useAsyncData(getFranchiseRequests, '', 'franchise-requests');
}
