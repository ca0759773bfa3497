import { useAsyncData } from '../../../components/ui/use-async-data';
import { api, readOk } from '../../../lib/api-client';
import type { Location } from '../types';

/** GET /admin/locations: every store with its seven days of hours. */
async function getLocations(): Promise<Location[]> {
  const { locations } = await readOk(await api.admin.locations.$get());
  return locations;
}

export function useLocationsAdmin() {
  return useAsyncData(getLocations, '', 'locations');
}
