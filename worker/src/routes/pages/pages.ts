/**
 * The public pages, rendered here by the web app's own components
 * (`page-renderer`, built from web/src/entry-server.tsx) with the data each
 * one shows, read through the API's own queries. The browser gets a page it
 * can paint before any script has run, hydrates it, and its cache starts
 * from the same data. Should rendering fail, the visitor still gets the app
 * shell (index.html), which renders in the browser as before.
 */
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env';
import type { PageSnapshot } from '../../contract/page-snapshot';
import { createDb } from '../../db/client';
import { loadBrandProfile } from '../brand-profile/brand-profile-store';
import { loadComingSoon } from '../coming-soon/coming-soon';
import { loadLocations } from '../locations/location-store';
import { brandMenu } from '../menu/menu';
import { loadSocialDetails } from '../social/social';
import { pageDocument } from './page-document';

type PageData = (c: Context<AppEnv>) => Promise<{ snapshot: PageSnapshot; found?: boolean }>;

const nothing: PageData = async () => ({ snapshot: {} });

const home: PageData = async (c) => {
  const [menu, social] = await Promise.all([brandMenu(c.env), loadSocialDetails(createDb(c.env))]);
  return { snapshot: { menu, ...(social && { social }) } };
};

const menu: PageData = async (c) => ({ snapshot: { menu: await brandMenu(c.env) } });

const series: PageData = async (c) => {
  const found = await brandMenu(c.env);
  return { snapshot: { menu: found }, found: found.series.some((s) => s._id === c.req.param('seriesId')) };
};

const locations: PageData = async (c) => {
  const db = createDb(c.env);
  const [stores, comingSoon] = await Promise.all([loadLocations(db), loadComingSoon(db)]);
  return { snapshot: { locations: stores, comingSoon } };
};

const store: PageData = async (c) => {
  const found = await locations(c);
  return { ...found, found: found.snapshot.locations!.some((l) => l.slug === c.req.param('slug')) };
};

const brandProfile: PageData = async (c) => ({ snapshot: { brandProfile: await loadBrandProfile(createDb(c.env)) } });

/** The app shell the build made; its scripts, styles and headers frame every page. */
const appShell = (c: Context<AppEnv>) => c.env.ASSETS.fetch(new Request(new URL('/', c.req.url)));

const page = (data: PageData) => async (c: Context<AppEnv>) => {
  const shell = await appShell(c);
  if (!shell.ok) return shell;
  try {
    const [{ snapshot: read, found = true }, template] = await Promise.all([data(c), shell.clone().text()]);
    const snapshot: PageSnapshot = { ...read, renderedAt: Date.now(), origin: new URL(c.req.url).origin };
    // Loaded when a page is asked for: tools that run this app under Node for the API alone never need the renderer.
    const { renderPage, stylesheetText } = await import('page-renderer');
    const rendered = await renderPage(c.req.raw, snapshot);
    const headers = new Headers(shell.headers);
    for (const stale of ['content-length', 'etag', 'last-modified']) headers.delete(stale);
    headers.set('Cache-Control', 'no-cache');
    return new Response(pageDocument(template, rendered, snapshot, c.req.url, stylesheetText), { status: found ? 200 : 404, headers });
  } catch (error) {
    console.error('Rendering', c.req.path, 'failed; sending the app shell.', error);
    return shell;
  }
};

export const pageRoutes = new Hono<AppEnv>()
  .get('/', page(home))
  .get('/menu', page(menu))
  .get('/menu/:seriesId', page(series))
  .get('/locations', page(locations))
  .get('/locations/:slug', page(store))
  .get('/contact', page(nothing))
  .get('/franchise', page(nothing))
  .get('/mobile-app', page(nothing))
  .get('/brand-profile', page(brandProfile))
  .get('/accessibility', page(nothing));
