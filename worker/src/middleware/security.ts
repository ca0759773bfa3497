/**
 * Request hygiene for the API: secure headers with an explicit CSP, an Origin
 * check on every unsafe method (Hono's csrf() only covers form content types,
 * so JSON posts are checked here too), JSON or multipart bodies only, and a
 * size cap on JSON bodies, counted while reading so a chunked body is held to
 * it too. Uploads set their own, larger limits.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from '../app-env';
import { JSON_BODY_LIMIT } from '../contract/limits';
import { readCapped } from '../lib/body-cap';
import { fail } from '../lib/fail';

const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const apiSecureHeaders = secureHeaders({
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  crossOriginResourcePolicy: 'same-origin',
});

/**
 * Browsers send Origin on every unsafe request; it must be our own. A request
 * with neither Origin nor a cross-site Sec-Fetch-Site comes from a non-browser
 * client, which cannot carry a visitor's cookies, so it passes.
 */
function isCrossSite(c: Context): boolean {
  const origin = c.req.header('origin');
  const site = c.req.header('sec-fetch-site');
  if (origin !== undefined) return origin !== new URL(c.req.url).origin;
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}

const refuseCrossSite = () => fail(403, 'Cross-site requests are not allowed.');

export const originCheck = createMiddleware<AppEnv>(async (c, next) => {
  if (UNSAFE.has(c.req.method) && isCrossSite(c)) refuseCrossSite();
  await next();
});

/**
 * The same check for a safe method that still changes something (the original
 * API's GET /user/logout): a link or image on another site must not trigger it.
 */
export const sameSiteOnly = createMiddleware<AppEnv>(async (c, next) => {
  if (isCrossSite(c)) refuseCrossSite();
  await next();
});

const hasBody = (headers: Headers) => (headers.get('content-length') ?? '0') !== '0' || headers.has('transfer-encoding') || headers.has('content-type');

const JSON_TOO_LARGE = 'The request body is too large.';

/** JSON bodies are small, so they are read here in full and handed on as bytes. */
const jsonBodyLimit = createMiddleware<AppEnv>(async (c, next) => {
  if (Number(c.req.header('content-length') ?? 0) > JSON_BODY_LIMIT) fail(413, JSON_TOO_LARGE);
  const body = await readCapped(c.req.raw.body, JSON_BODY_LIMIT, JSON_TOO_LARGE, (capped) => new Response(capped).arrayBuffer());
  c.req.raw = new Request(c.req.raw, { body });
  await next();
});

export const bodyRules = createMiddleware<AppEnv>(async (c, next) => {
  if (UNSAFE.has(c.req.method) && hasBody(c.req.raw.headers)) {
    const type = (c.req.header('content-type') ?? '').split(';')[0].trim().toLowerCase();
    if (type === 'application/json') return jsonBodyLimit(c, next);
    if (type !== 'multipart/form-data') fail(415, 'Send JSON or multipart/form-data.');
  }
  await next();
});
