/**
 * Every address no route of the Worker answers (wrangler.toml sends all of
 * them here first): a file of the build when there is one (icons, the service
 * worker, the legal PDFs), the app shell for the dashboard, which the browser
 * renders, and otherwise the site's page-not-found page with a real 404, so
 * search engines and shared links learn the address is wrong. The API keeps
 * its JSON answer.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { notFound } from '../../middleware/errors';
import { appShell, notFoundPage } from './pages';

/** Screens rendered only in the browser (the staff dashboard): the shell answers them. */
const SHELL_ONLY = /^\/dashboard(?:\/|$)/;

export async function siteFallback(c: Context<AppEnv>) {
  const { pathname } = new URL(c.req.url);
  if (pathname.startsWith('/api/') || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return notFound(c);
  const file = await c.env.ASSETS.fetch(c.req.raw);
  if (file.status !== 404) return file;
  if (SHELL_ONLY.test(pathname)) return appShell(c);
  return notFoundPage(c);
}
