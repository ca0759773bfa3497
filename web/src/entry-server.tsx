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
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppFrame } from './app/app';
import { publicSite } from './app/public-routes';
import { RouteError } from './app/routes/route-error';
import type { PageSnapshot } from './sync/snapshot';

export type { PageSnapshot };

export interface RenderedPage {
  status: number;
  /** The tags React hoists into <head> (each screen's title and description). */
  head: string;
  /** The markup for the app's root element, after every lazy page body resolved. */
  body: string;
}

// React puts hoisted tags first when it renders no <html> of its own.
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)*/;

// The same tree as the browser's router (app/router.tsx) without the dashboard, which is never rendered here.
const handler = createStaticHandler([{ errorElement: <RouteError />, children: [publicSite] }]);

export async function renderPage(request: Request, snapshot: PageSnapshot): Promise<RenderedPage> {
  const context = await handler.query(request);
  if (context instanceof Response) throw new Error(`The public routes answered ${context.status} for ${request.url}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppFrame snapshot={snapshot} store={createStore()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppFrame>
    </StrictMode>,
    // Larger page bodies would be sent apart and moved in place by an inline script.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await new Response(prelude).text();
  const head = HOISTED.exec(html)![0];
  return { status: context.statusCode, head, body: html.slice(head.length) };
}
