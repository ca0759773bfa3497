/**
 * A deployed Worker without its secrets would fail later and in pieces (chat
 * tickets unsigned, rooms unreachable, feed links unsigned). It answers 503
 * at once instead, saying the site is not set up, and logs which secrets are
 * missing (names only). Local runs (loopback addresses) are left alone:
 * `npm start` generates their secrets, and tests set theirs per call.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { isLoopback } from '../lib/local-request';
import { missingSecrets } from '../lib/required-secrets';

export const NOT_SET_UP = 'This site is not fully set up yet. Please try again later.';

export const requireSecrets: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (isLoopback(c.req.url)) return next();
  const missing = missingSecrets(c.env);
  if (!missing.length) return next();
  console.error(
    `Answering 503: the Worker secret${missing.length > 1 ? 's' : ''} ${missing.join(', ')} ${missing.length > 1 ? 'are' : 'is'} not set. Set each with \`npx wrangler secret put <NAME>\` (README, Deploy).`,
  );
  c.header('Retry-After', '300');
  c.header('Cache-Control', 'no-store');
  if (new URL(c.req.url).pathname.startsWith('/api/')) return c.json({ success: false as const, message: NOT_SET_UP }, 503);
  return c.text(NOT_SET_UP, 503);
};
