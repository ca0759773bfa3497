/**
 * The server's renderer of public pages (built by `vite build --ssr` for the
 * Worker): the same routes and components as the browser, rendered with the
 * data the Worker read for the page. The browser hydrates the result.
 */
import { createStore } from 'jotai';
import { StrictMode } from 'react';
// prerender, not renderToReadableStream: the page comes whole, with every lazy
// page body in place and none of the inline scripts streaming needs (the CSP allows none).
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import builtAssets from 'virtual:page-assets';
import { AppFrame } from './app/app-frame';
import { AppRoutes } from './app/app-routes';
import { publicSite } from './app/public-routes';
import { escapeAttribute, type PageRenderer, type RenderedPage } from './lib/contract';
import { RenderedPartsContext } from './lib/lazy-parts';
import { PRELOAD_REL } from './lib/start-after-paint-script';
import type { PageSnapshot } from './sync/snapshot';

// React puts hoisted tags first when it renders no <html> of its own.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)*/;

// The browser's routes (app/router.tsx) without the dashboard, which is never rendered here.
const publicRoutes = [publicSite];

/** The stylesheets of the lazily loaded modules the render went through, and the scripts of its page bodies: styled at first paint, alive without another round trip. */
function lazyPartTags(rendered: Map<string, 'page' | 'part'>): string {
  return [...rendered]
    .flatMap(([name, kind]) => {
      const assets = builtAssets.parts[name];
      if (!assets) return [];
      return [
        ...assets.styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeAttribute(href)}">`),
        // Named inertly, like the shell's own: the page starts them once it has painted (lib/start-after-paint-script.ts).
        ...(kind === 'page' ? assets.scripts.map((href) => `<link rel="${PRELOAD_REL}" href="${escapeAttribute(href)}">`) : []),
      ];
    })
    .filter((tag, i, tags) => tags.indexOf(tag) === i)
    .join('');
}

/** The text of a stylesheet of this build (`/assets/index-….css`), for a page that carries its styles inside. */
export const stylesheetText: PageRenderer['stylesheetText'] = (href) => builtAssets.stylesheets[href];

export const renderPage: PageRenderer['renderPage'] = async (request: Request, snapshot: PageSnapshot): Promise<RenderedPage> => {
  const { pathname, search } = new URL(request.url);
  const rendered = new Map<string, 'page' | 'part'>();
  const { prelude } = await prerender(
    <StrictMode>
      <RenderedPartsContext value={rendered}>
        <AppFrame snapshot={snapshot} store={createStore()}>
          <StaticRouter location={pathname + search}>
            <AppRoutes routes={publicRoutes} />
          </StaticRouter>
        </AppFrame>
      </RenderedPartsContext>
    </StrictMode>,
    // Larger page bodies would be sent apart and moved in place by an inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const head = HOISTED.exec(html)![0];
  return { head, assets: lazyPartTags(rendered), body: html.slice(head.length) };
};
