/**
 * Coming-soon stores: cached for /locations, refreshed from GET /admin/comming
 * (public, spelled as the original client calls it). The staff's editor reads
 * the same endpoint uncached (`fetchComingSoon`).
 */
import { api, readOk } from '../../lib/api-client';
import type { ComingSoonFranchise } from '../../lib/contract';
import { db } from '../../lib/db';
import { comingSoonRows } from '../rows';
import { stampRefreshed } from './cache';

export async function fetchComingSoon(): Promise<ComingSoonFranchise[]> {
  const { franchise } = await readOk(await api.admin.comming.$get());
  return franchise;
}

export async function storeComingSoon(stores: ComingSoonFranchise[]): Promise<void> {
  await db.transaction('rw', db.comingSoon, db.meta, async () => {
    await db.comingSoon.clear();
    await Promise.all([db.comingSoon.bulkPut(comingSoonRows(stores)), stampRefreshed('comingSoon')]);
  });
}

export const refreshComingSoon = async () => storeComingSoon(await fetchComingSoon());

export const readComingSoon = () => db.comingSoon.orderBy('position').toArray();
