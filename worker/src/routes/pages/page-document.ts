/**
 * Puts a rendered page into the app shell (the built index.html): the page's
 * own head tags and canonical address, its markup in the root element, and
 * the data it was rendered with for the browser's first render. Its
 * stylesheets come inside it, so the first paint waits for no other download.
 */
import type { PageSnapshot } from '../../contract/page-snapshot';
import { escapeAttribute, SNAPSHOT_ELEMENT_ID, type RenderedPage } from '../../contract/rendered-page';

// Inside <script> only "</script" (and "<!--") can end the data early: no "<" is left to start either.
const scriptSafeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const STYLESHEET_LINK = /<link rel="stylesheet"( crossorigin)? href="([^"]+)">/g;

/**
 * Each stylesheet link of the build becomes the stylesheet itself, followed
 * by the link, disabled: a disabled stylesheet link is never fetched, and the
 * app's loader, finding it, does not fetch the stylesheet again when the page's
 * code loads.
 */
function inlineStylesheets(head: string, stylesheetText: (href: string) => string | undefined): string {
  return head.replace(STYLESHEET_LINK, (link, crossorigin: string | undefined, href: string) => {
    const text = stylesheetText(href);
    if (text === undefined || /<\/style/i.test(text)) return link;
    return `<style>${text}</style><link rel="stylesheet"${crossorigin ?? ''} href="${href}" disabled>`;
  });
}

export function pageDocument(shell: string, page: RenderedPage, snapshot: PageSnapshot, url: string, stylesheetText: (href: string) => string | undefined): string {
  const { origin, pathname } = new URL(url);
  const [shellHead = '', shellBody = ''] = shell.split('</head>');
  // The page's own tags where the shell's title was, ahead of its scripts: the first pictures are asked for before the code.
  const shellTitle = /<title>[^<]*<\/title>/;
  const framed = shellTitle.test(shellHead) ? shellHead.replace(shellTitle, () => page.head) : shellHead + page.head;
  const head = `${framed}${page.assets}<link rel="canonical" href="${escapeAttribute(origin + pathname)}">`;
  const root = `<div id="root">${page.body}</div><script type="application/json" id="${SNAPSHOT_ELEMENT_ID}">${scriptSafeJson(snapshot)}</script>`;
  // Functions, not strings, as replacements: a drink called "$& more" must stay as typed.
  return `${inlineStylesheets(head, stylesheetText)}</head>${shellBody.replace('<div id="root"></div>', () => root)}`;
}
