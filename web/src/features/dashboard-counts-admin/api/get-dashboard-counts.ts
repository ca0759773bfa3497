import { api, readOk } from '../../../lib/api-client';
import type { DashboardCounts } from '../../../lib/contract';

/** GET /dashboard/counts: every sidebar badge in one cheap request. */
export async function getDashboardCounts(): Promise<DashboardCounts> {
  const { counts } = await readOk(await api.dashboard.counts.$get());
  return counts;
}
