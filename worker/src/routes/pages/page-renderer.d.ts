/**
 * The web build's page renderer (web/src/entry-server.tsx, built by
 * `npm run build` to web/dist-server/entry-server.js; wrangler.toml and the
 * Worker tests alias it as `page-renderer`).
 */
declare module 'page-renderer' {
  export interface RenderedPage {
    status: number;
    /** The tags React hoists into <head> (title, description), then the app's markup. */
    head: string;
    body: string;
  }
  export function renderPage(request: Request, snapshot: import('../../contract/page-snapshot').PageSnapshot): Promise<RenderedPage>;
}
