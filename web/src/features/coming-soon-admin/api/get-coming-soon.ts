import { useAsyncData } from '../../../components/ui/use-async-data';
import { api, readOk } from '../../../lib/api-client';
import type { ComingSoonFranchise } from '../types';

/** GET /admin/comming (spelled as the original client calls it; public, as /locations lists it too). */
async function getComingSoon(): Promise<ComingSoonFranchise[]> {
  const { franchise } = await readOk(await api.admin.comming.$get());
  return franchise;
}

export function useComingSoon() {
  return useAsyncData(getComingSoon);
}
