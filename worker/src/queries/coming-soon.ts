/** Coming-soon franchises as the API sends them, oldest first. */
import { asc } from 'drizzle-orm';
import type { ComingSoonFranchise } from '../contract/coming-soon';
import type { Db } from '../db/client';
import { comingSoon } from '../db/schema';

export const toComingSoon = (r: typeof comingSoon.$inferSelect): ComingSoonFranchise => ({
  _id: r.id,
  name: r.name,
  address: r.address,
  email: r.email,
  status: r.status,
  version: r.version,
});

export const loadComingSoon = async (db: Db) => (await db.select().from(comingSoon).orderBy(asc(comingSoon.createdAt), asc(comingSoon.name))).map(toComingSoon);
