import { useAsyncData } from '../../../components/ui/use-async-data';
import { api, readOk } from '../../../lib/api-client';
import type { Series } from '../../../lib/contract';

/** GET /user/menu/series: the signed-in user's own series, with their drinks. */
async function getSeries(): Promise<Series[]> {
  const { series } = await readOk(await api.user.menu.series.$get());
  return series;
}

export function useSeriesAdmin() {
  return useAsyncData(getSeries, '', 'series');
}
