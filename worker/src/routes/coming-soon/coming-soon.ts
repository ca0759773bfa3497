/**
 * Coming-soon franchises visitors see on /locations (`GET /admin/comming/`,
 * public despite its path, spelled as the original client calls it). Head
 * office's changes are coming-soon-admin.ts.
 */
import { asc } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import type { ComingSoonFranchise } from '../../contract/coming-soon';
import { createDb, type Db } from '../../db/client';
import { comingSoon } from '../../db/schema';

export const toComingSoon = (r: typeof comingSoon.$inferSelect): ComingSoonFranchise => ({
  _id: r.id,
  name: r.name,
  address: r.address,
  email: r.email,
  status: r.status,
});

export const loadComingSoon = async (db: Db) => (await db.select().from(comingSoon).orderBy(asc(comingSoon.createdAt), asc(comingSoon.name))).map(toComingSoon);

export const comingSoonRoutes = new Hono<AppEnv>()
  .get('/', async (c) => {
    c.header('Cache-Control', 'no-cache');
    return c.json({ success: true as const, franchise: await loadComingSoon(createDb(c.env)) });
  });
