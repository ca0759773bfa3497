/**
 * Session and role guards. `loadUser` runs on every API request; routes then
 * say what they need with `requireRole`.
 * Not logged in → 401; logged in with the wrong role → 403. A 401 to a cookie
 * whose session head office ended says why (`reason`), so the device can tell
 * its user what happened rather than only that they are signed out.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../app-env';
import type { Role } from '../contract/auth';
import { SESSION_END_MESSAGES } from '../contract/session-end';
import { createDb } from '../db/client';
import { findSession, findSessionEnd, SESSION_COOKIE } from '../lib/sessions';
import { DetailedFailure, fail } from '../lib/fail';

const LOG_IN = 'Please log in to continue.';

export const loadUser = createMiddleware<AppEnv>(async (c, next) => {
  const token = getCookie(c, SESSION_COOKIE);
  const db = createDb(c.env);
  const session = token ? await findSession(db, token) : null;
  c.set('user', session?.user ?? null);
  c.set('sessionHash', session?.tokenHash ?? null);
  // Only a cookie that opened nothing pays for the second lookup.
  c.set('sessionEnd', token && !session ? await findSessionEnd(db, token) : null);
  await next();
});

type SessionVars = Pick<Context<AppEnv>, 'get'>;

/** The 401 of a request without a session, with the reason when head office ended it. */
export function failNotSignedIn(c: SessionVars): never {
  const reason = c.get('sessionEnd');
  if (reason) throw new DetailedFailure(401, SESSION_END_MESSAGES[reason], { reason });
  fail(401, LOG_IN);
}

export const requireRole = (...allowed: Role[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user');
    if (!user) failNotSignedIn(c);
    if (!allowed.includes(user.role)) fail(403, 'You do not have permission to do that.');
    await next();
  });

/** The signed-in user inside a guarded handler. */
export function currentUser(c: SessionVars) {
  const user = c.get('user');
  if (!user) failNotSignedIn(c);
  return user;
}
