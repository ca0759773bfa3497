import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { createDb } from '../db/client';
import { fail } from '../lib/fail';
import { clientKey, countHit } from '../lib/rate-limit';

/**
 * Caps a public write per client: `limit` requests per window. Generous
 * enough for an outbox replaying a day offline, tight enough to stop a script.
 */
export const publicWriteLimit = (name: string, limit = 30, windowMs = 10 * 60 * 1000) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const exceeded = await countHit(createDb(c.env), [{ bucket: `${name}:${clientKey(c)}`, limit, windowMs }]);
    if (exceeded.length > 0) fail(429, 'Too many requests. Please wait a few minutes and try again.');
    await next();
  });
