/**
 * The server-rendering seam, spelled once for both sides: the Worker asks the
 * web build's renderer (web/src/entry-server.tsx) for a page and frames it
 * (worker/src/routes/pages); the browser reads the page's data back
 * (web/src/sync/snapshot.ts). Zod-free: the web's first download carries it.
 */
import type { PageSnapshot } from './page-snapshot';

/**
 * The public pages the Worker renders, as react-router patterns: the
 * Worker's page routes are keyed by this list (a missing or extra page does
 * not typecheck) and web/src/app/public-routes.test.tsx checks that the
 * browser's public routes are these and the page-not-found page. Every other
 * address reaches the Worker too (wrangler.toml `run_worker_first = true`)
 * and gets a built file, the dashboard's shell or the page-not-found page.
 */
export const PUBLIC_PAGE_PATHS = [
  '/',
  '/contact',
  '/franchise',
  '/mobile-app',
  '/menu',
  '/menu/:seriesId',
  '/nutrition',
  '/locations',
  '/locations/:slug',
  '/brand-profile',
  '/accessibility',
] as const;

export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];

/** The id of the `<script type="application/json">` that carries a rendered page's snapshot to the browser. */
export const SNAPSHOT_ELEMENT_ID = 'page-snapshot';

export interface RenderedPage {
  /** The tags React hoists into <head> (each screen's title and description, its first pictures' preloads). */
  head: string;
  /** Stylesheet links of the lazily loaded modules on the page, and modulepreloads of its body's scripts, to follow the app's own in <head>. */
  assets: string;
  /** The markup for the app's root element, after every lazy page body resolved. */
  body: string;
}

/** What the web build's renderer exports (the Worker imports it as `page-renderer`). */
export interface PageRenderer {
  renderPage(request: Request, snapshot: PageSnapshot): Promise<RenderedPage>;
  /** The text of a stylesheet of the same build (`/assets/index-….css`), for a page that carries its styles inside. */
  stylesheetText(href: string): string | undefined;
}

/** Text safe inside a double-quoted HTML attribute. */
export const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
