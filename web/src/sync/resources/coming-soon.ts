/**
 * Coming-soon stores: cached for /locations, refreshed from GET /admin/comming
 * (public, spelled as the original client calls it). The staff's editor reads
 * the same endpoint uncached (`fetchComingSoon`).
 */
import { api, readOk } from '../../lib/api-client';
import type { ComingSoonFranchise } from '../../lib/contract';
import { db } from '../../lib/db';
import { stampRefreshed, withPositions } from './cache';

export async function fetchComingSoon(): Promise<ComingSoonFranchise[]> {
  const { franchise } = await readOk(await api.admin.comming.$get());
  return franchise;
}

export async function refreshComingSoon(): Promise<void> {
  const stores = await fetchComingSoon();
  await db.transaction('rw', db.comingSoon, db.meta, async () => {
    await db.comingSoon.clear();
    await Promise.all([db.comingSoon.bulkPut(withPositions(stores)), stampRefreshed('comingSoon')]);
  });
}

export const readComingSoon = () => db.comingSoon.orderBy('position').toArray();
