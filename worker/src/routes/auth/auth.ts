/**
 * Login, current user and logout (`/user/login`, `/user/me`, POST or same-site GET `/user/logout`).
 * Login attempts are limited before the password is checked (login-limits.ts).
 */
import { eq } from 'drizzle-orm';
import { Hono, type Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { loginBody } from '../../contract/auth';
import { validate } from '../../lib/validate';
import { createDb } from '../../db/client';
import { users } from '../../db/schema';
import { fail } from '../../lib/fail';
import { decoyHash, verifyPassword } from '../../lib/passwords';
import { clientKey } from '../../lib/rate-limit';
import { closeSession, endSession, startSession } from '../../lib/sessions';
import { currentUser } from '../../middleware/auth';
import { sameSiteOnly } from '../../middleware/security';
import { countLoginAttempt, forgiveLoginAttempt } from './login-limits';
import { loadUserView } from './user-view';

/** Logout is an unsafe action (DESIGN §5): POST, under the Origin check every POST gets. */
async function logOut(c: Context<AppEnv>) {
  await endSession(c, createDb(c.env), c.get('sessionHash'));
  return c.json({ success: true as const, message: 'Logged out.' });
}

export const authRoutes = new Hono<AppEnv>()
  .post('/login', validate('json', loginBody), async (c) => {
    const { email, password } = c.req.valid('json');
    const db = createDb(c.env);
    const attempt = await countLoginAttempt(db, email, clientKey(c));
    const user = await db.select({ id: users.id, hash: users.passwordHash }).from(users).where(eq(users.email, email)).get();
    const ok = await verifyPassword(password, user?.hash ?? (await decoyHash()));
    if (!user || !ok) fail(401, 'Invalid email or password.');
    await forgiveLoginAttempt(db, attempt);
    // A fresh session id on every login; any session this browser had ends, with its chat sockets.
    await closeSession(c, db, c.get('sessionHash'));
    await startSession(c, db, user.id);
    return c.json({ success: true as const, user: (await loadUserView(db, user.id))! });
  })
  .get('/me', async (c) => {
    const me = currentUser(c);
    const user = await loadUserView(createDb(c.env), me.id);
    if (!user) fail(401, 'Please log in to continue.');
    return c.json({ success: true as const, user });
  })
  .post('/logout', logOut)
  // The original API's GET stays for old clients, from our own pages only.
  .get('/logout', sameSiteOnly, logOut);
