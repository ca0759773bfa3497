/**
 * The web build's page renderer (web/src/entry-server.tsx, built by
 * `npm run build` to web/dist-server/entry-server.js; wrangler.toml and the
 * Worker tests alias it as `page-renderer`).
 */
declare module 'page-renderer' {
  export interface RenderedPage {
    /** The tags React hoists into <head> (title, description, preloads of the first pictures). */
    head: string;
    /** Stylesheet links of the lazily loaded modules on the page, and modulepreloads of its body's scripts. */
    assets: string;
    body: string;
  }
  /** The text of a stylesheet of the same build (`/assets/index-….css`). */
  export function stylesheetText(href: string): string | undefined;
  export function renderPage(request: Request, snapshot: import('../../contract/page-snapshot').PageSnapshot): Promise<RenderedPage>;
}
