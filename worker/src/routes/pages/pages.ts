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
import type { PublicPagePath } from '../../contract/rendered-page';
import { createDb } from '../../db/client';
import { loadBrandProfile } from '../../queries/brand-profile';
import { loadComingSoon } from '../../queries/coming-soon';
import { partyHostOf, storeAvailabilityOf } from '../../queries/availability';
import { loadLocations } from '../../queries/locations';
import { brandMenu } from '../../queries/menu';
import { loadSocialDetails } from '../../queries/social';
import { pageDocument } from './page-document';

type PageData = (c: Context<AppEnv>) => Promise<{ snapshot: PageSnapshot; found?: boolean }>;

const nothing: PageData = () => Promise.resolve({ snapshot: {} });

const home: PageData = async (c) => {
  const [menu, social] = await Promise.all([brandMenu(c.env), loadSocialDetails(createDb(c.env))]);
  return { snapshot: { menu, ...(social && { social }) } };
};

// An unknown ?drink= says so on the menu it shows (a known one is sent to its series: menuOrDrink).
const menu: PageData = async (c) => {
  const found = await brandMenu(c.env);
  const drink = c.req.query('drink');
  return { snapshot: { menu: found }, found: drink === undefined || found.series.some((s) => s.drinks.some((d) => d._id === drink)) };
};

const series: PageData = async (c) => {
  const found = await brandMenu(c.env);
  return { snapshot: { menu: found }, found: found.series.some((s) => s._id === c.req.param('seriesId')) };
};

/** Every drink and topping: the menu's own cached read. */
const nutrition: PageData = async (c) => ({ snapshot: { menu: await brandMenu(c.env) } });

const locations: PageData = async (c) => {
  const db = createDb(c.env);
  const [stores, comingSoon] = await Promise.all([loadLocations(db), loadComingSoon(db)]);
  return { snapshot: { locations: stores, comingSoon } };
};

const store: PageData = async (c) => {
  const found = await locations(c);
  const shown = found.snapshot.locations!.find((l) => l.slug === c.req.param('slug'));
  if (!shown) return { ...found, found: false };
  const availability = await storeAvailabilityOf(createDb(c.env), shown._id);
  return { snapshot: { ...found.snapshot, availability, partyHost: partyHostOf(c.env) }, found: true };
};

/** An address the site has no page for: its page-not-found page, with a 404. */
const unknown: PageData = () => Promise.resolve({ snapshot: {}, found: false });

const brandProfile: PageData = async (c) => ({ snapshot: { brandProfile: await loadBrandProfile(createDb(c.env)) } });

/** The app shell the build made; its scripts, styles and headers frame every page. */
export const appShell = (c: Context<AppEnv>) => c.env.ASSETS.fetch(new Request(new URL('/index.html', c.req.url)));

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

/** /menu?drink=<id>: a drink's own address is on its series page, so a shared old-style link goes there. */
const menuOrDrink = async (c: Context<AppEnv>) => {
  const drinkId = c.req.query('drink');
  const series = drinkId ? (await brandMenu(c.env)).series.find((s) => s.drinks.some((d) => d._id === drinkId)) : undefined;
  if (series) return c.redirect(`/menu/${encodeURIComponent(series._id)}?drink=${encodeURIComponent(drinkId!)}`, 302);
  return page(menu)(c);
};

/** Any other address a browser asks for: the rendered page-not-found page. */
export const notFoundPage = page(unknown);

/** Every public page the contract names, and only those: a page missing here, or one the contract does not list, fails to typecheck. */
const publicPages: Record<PublicPagePath, (c: Context<AppEnv>) => Promise<Response>> = {
  '/': page(home),
  '/menu': menuOrDrink,
  '/menu/:seriesId': page(series),
  '/nutrition': page(nutrition),
  '/locations': page(locations),
  '/locations/:slug': page(store),
  '/contact': page(nothing),
  '/franchise': page(nothing),
  '/mobile-app': page(nothing),
  '/brand-profile': page(brandProfile),
  '/accessibility': page(nothing),
};

export const pageRoutes = new Hono<AppEnv>();
for (const [path, render] of Object.entries(publicPages)) pageRoutes.get(path, render);
