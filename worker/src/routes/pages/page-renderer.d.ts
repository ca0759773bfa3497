/**
 * The web build's page renderer (web/src/entry-server.tsx, built by
 * `npm run build` to web/dist-server/entry-server.js; wrangler.toml and the
 * Worker tests alias it as `page-renderer`). Its shape is the contract's
 * PageRenderer (contract/rendered-page.ts), which entry-server.tsx implements.
 */
declare module 'page-renderer' {
  type PageRenderer = import('../../contract/rendered-page').PageRenderer;
  export const renderPage: PageRenderer['renderPage'];
  export const stylesheetText: PageRenderer['stylesheetText'];
}
