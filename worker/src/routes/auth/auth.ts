/**
 * Login, current user and logout (`/user/login`, `/user/me`, `/user/logout`).
 * Failed logins count against the email and the client; past the limit every
 * attempt answers 429 until the window ends, right password or not.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { loginBody } from '../../contract/auth';
import { validate } from '../../contract/validate';
import { createDb } from '../../db/client';
import { users } from '../../db/schema';
import { fail } from '../../lib/fail';
import { decoyHash, verifyPassword } from '../../lib/passwords';
import { clearBuckets, clientKey, isLimited, recordHits } from '../../lib/rate-limit';
import { endSession, revokeSession, startSession } from '../../lib/sessions';
import { currentUser } from '../../middleware/auth';
import { loadUserView } from './user-view';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_FAILURES_PER_EMAIL = 5;
export const LOGIN_FAILURES_PER_CLIENT = 20;
export const TOO_MANY_LOGINS = 'Too many failed login attempts. Please wait 15 minutes and try again.';

export const authRoutes = new Hono<AppEnv>()
  .post('/login', validate('json', loginBody), async (c) => {
    const { email, password } = c.req.valid('json');
    const db = createDb(c.env);
    const emailBucket = `login:email:${email}`;
    const clientBucket = `login:client:${clientKey(c)}`;
    const [emailLimited, clientLimited] = await Promise.all([
      isLimited(db, [emailBucket], LOGIN_FAILURES_PER_EMAIL),
      isLimited(db, [clientBucket], LOGIN_FAILURES_PER_CLIENT),
    ]);
    if (emailLimited || clientLimited) fail(429, TOO_MANY_LOGINS);

    const user = await db.select({ id: users.id, hash: users.passwordHash }).from(users).where(eq(users.email, email)).get();
    const ok = await verifyPassword(password, user?.hash ?? (await decoyHash()));
    if (!user || !ok) {
      await recordHits(db, [emailBucket, clientBucket], LOGIN_WINDOW_MS);
      fail(401, 'Invalid email or password.');
    }
    await clearBuckets(db, [emailBucket]);
    // A fresh session id on every login; any session this browser had ends.
    await revokeSession(db, c.get('sessionHash'));
    await startSession(c, db, user.id);
    return c.json({ success: true as const, user: (await loadUserView(db, user.id))! });
  })
  .get('/me', async (c) => {
    const me = currentUser(c);
    const user = await loadUserView(createDb(c.env), me.id);
    if (!user) fail(401, 'Please log in to continue.');
    return c.json({ success: true as const, user });
  })
  .get('/logout', async (c) => {
    await endSession(c, createDb(c.env), c.get('sessionHash'));
    return c.json({ success: true as const, message: 'Logged out.' });
  });
