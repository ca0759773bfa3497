/**
 * Coming-soon franchises visitors see on /locations (`GET /admin/comming/`,
 * public despite its path, spelled as the original client calls it). Head
 * office's changes are coming-soon-admin.ts.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { createDb } from '../../db/client';
import { loadComingSoon } from '../../queries/coming-soon';

export const comingSoonRoutes = new Hono<AppEnv>().get('/', async (c) => {
  c.header('Cache-Control', 'no-cache');
  return c.json({ success: true as const, franchise: await loadComingSoon(createDb(c.env)) });
});
