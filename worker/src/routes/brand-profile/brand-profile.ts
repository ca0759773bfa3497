/** `GET /user/brand-profile`: the brand profile page's text and download, for anyone. */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { createDb } from '../../db/client';
import { loadBrandProfile } from '../../queries/brand-profile';

export const brandProfileRoutes = new Hono<AppEnv>().get('/brand-profile', async (c) => {
  c.header('Cache-Control', 'no-cache');
  return c.json({ success: true as const, profile: await loadBrandProfile(createDb(c.env)) });
});
