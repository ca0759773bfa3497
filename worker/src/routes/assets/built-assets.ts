/**
 * The web build's hashed files under /assets/ reach the Worker first
 * (wrangler.toml `run_worker_first`) for one reason: the assets binding
 * answers a missing file with index.html (single-page-application handling),
 * and under /assets/ that page would be cached for a year as immutable. A
 * page still asking for a chunk of an older build must get a 404 nobody
 * keeps. Found files pass through untouched, with the _headers cache rules.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

export const builtAssetRoutes = new Hono<AppEnv>().get('/*', async (c) => {
  const asset = await c.env.ASSETS.fetch(c.req.raw);
  // The build puts no HTML under /assets/, so HTML here is the fallback page.
  if (!asset.headers.get('content-type')?.startsWith('text/html')) return asset;
  return c.json({ success: false as const, message: 'Not found.' }, 404, { 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' });
});
