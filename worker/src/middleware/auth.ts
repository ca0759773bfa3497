/**
 * Session and role guards. `loadUser` runs on every API request; routes then
 * say what they need with `requireRole`.
 * Not logged in → 401; logged in with the wrong role → 403.
 */
import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import type { Role } from '../contract/auth';
import { createDb } from '../db/client';
import { findSession, SESSION_COOKIE } from '../lib/sessions';
import { fail } from '../lib/fail';

export const loadUser = createMiddleware<AppEnv>(async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE);
  const session = token ? await findSession(createDb(c.env), token) : null;
  c.set('user', session?.user ?? null);
  c.set('sessionHash', session?.tokenHash ?? null);
  await next();
});

export const requireRole = (...allowed: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (!user) fail(401, 'Please log in to continue.');
    if (!allowed.includes(user.role)) fail(403, 'You do not have permission to do that.');
    await next();
  });

/** The signed-in user inside a guarded handler. */
export function currentUser(c: { get(key: 'user'): AppEnv['Variables']['user'] }) {
  const user = c.get('user');
  if (!user) fail(401, 'Please log in to continue.');
  return user;
}
