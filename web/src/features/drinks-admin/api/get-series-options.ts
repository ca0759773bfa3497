import { useAsyncData } from '../../../components/ui/use-async-data';
import { api, readOk } from '../../../lib/api-client';

export interface SeriesOption {
  _id: string;
  name: string;
}

/** GET /user/menu/series, reduced to what the series select needs. */
async function getSeriesOptions(): Promise<SeriesOption[]> {
  const { series } = await readOk(await api.user.menu.series.$get());
  return series.map(({ _id, name }) => ({ _id, name }));
}

export function useSeriesOptionsAdmin() {
  return useAsyncData(getSeriesOptions, '', 'series-options');
}
