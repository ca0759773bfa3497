/**
 * /robots.txt (which names the sitemap: crawlers want its absolute URL, so
 * the Worker writes it rather than a static file) and /sitemap.xml, made from D1 on each request so a new
 * series or store is listed at once: the public pages, each brand series
 * page and each store page. URLs are absolute on the request's own origin,
 * so a preview deployment lists its own pages.
 */
import { asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { createDb } from '../../db/client';
import { locations, series, users } from '../../db/schema';
import { brandSeries } from '../../queries/menu';

const PUBLIC_PAGES = ['/', '/menu', '/locations', '/mobile-app', '/franchise', '/contact', '/brand-profile', '/accessibility', '/nutrition'];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

export const sitemapRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) => {
    const robots = ['User-agent: *', 'Disallow: /dashboard', 'Disallow: /api', '', `Sitemap: ${new URL(c.req.url).origin}/sitemap.xml`, ''].join('\n');
    return c.text(robots, 200, { 'Cache-Control': 'public, max-age=3600' });
  })
  .get('/sitemap.xml', async (c) => {
    const db = createDb(c.env);
    const [seriesRows, storeRows] = await db.batch([
      db.select({ id: series.id }).from(series).innerJoin(users, eq(users.id, series.ownerId)).where(brandSeries).orderBy(asc(series.createdAt)),
      db.select({ slug: locations.slug }).from(locations).orderBy(asc(locations.createdAt)),
    ]);
    const origin = new URL(c.req.url).origin;
    const paths = [...PUBLIC_PAGES, ...seriesRows.map((s) => `/menu/${encodeURIComponent(s.id)}`), ...storeRows.map((l) => `/locations/${encodeURIComponent(l.slug)}`)];
    const body = [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`),
      '</urlset>',
      '',
    ].join('\n');
    return c.body(body, 200, { 'Content-Type': 'application/xml; charset=UTF-8', 'Cache-Control': 'public, max-age=3600' });
  });
