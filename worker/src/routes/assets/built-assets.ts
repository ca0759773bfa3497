/**
 * The web build's hashed files under /assets/. A page still asking for a
 * chunk of an older build must get a 404 nobody keeps, never a page (which
 * the _headers rules would have cached for a year as immutable): the site's
 * fallback answers other addresses with HTML (pages/site-fallback.ts). Found
 * files pass through untouched, with the _headers cache rules.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

export const builtAssetRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  const asset = await c.env.ASSETS.fetch(c.req.raw);
  // The build puts no HTML under /assets/, so HTML here would be some fallback page.
  if (asset.status !== 404 && !asset.headers.get('content-type')?.startsWith('text/html')) return asset;
  return c.json({ success: false as const, message: 'Not found.' }, 404, { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
});
