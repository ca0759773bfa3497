/**
 * Puts a rendered page into the app shell (the built index.html): the page's
 * own head tags and canonical address, its markup in the root element, and
 * the data it was rendered with for the browser's first render.
 */
import type { RenderedPage } from 'page-renderer';
import type { PageSnapshot } from '../../contract/page-snapshot';

/** Must match web/src/sync/snapshot.ts. */
const SNAPSHOT_ELEMENT_ID = 'page-snapshot';

// Inside <script> only "</script" (and "<!--") can end the data early: no "<" is left to start either.
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

export function pageDocument(shell: string, page: RenderedPage, snapshot: PageSnapshot, url: string): string {
  const { origin, pathname } = new URL(url);
  const head = `${page.head}<link rel="canonical" href="${escapeAttribute(origin + pathname)}">`;
  const root = `<div id="root">${page.body}</div><script type="application/json" id="${SNAPSHOT_ELEMENT_ID}">${scriptSafeJson(snapshot)}</script>`;
  // Functions, not strings, as replacements: a drink called "$& more" must stay as typed.
  return shell
    .replace(/<title>[^<]*<\/title>/, '')
    .replace('</head>', () => `${head}</head>`)
    .replace('<div id="root"></div>', () => root);
}
