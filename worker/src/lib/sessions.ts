/**
 * Opaque session tokens: 32 random bytes in the `token` cookie, only their
 * SHA-256 in D1. A new token on every login; logout and user deletion remove
 * the row, which ends the session at once. Ending sessions also closes the
 * chat sockets they opened (DESIGN §5): see `endChatAccess`. When head office
 * ends someone's sessions, `session_ends` keeps why, so the device still
 * holding the cookie is told instead of meeting a bare 401.
 */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { deleteCookie, setCookie } from 'hono/cookie';
import type { Db } from '../db/client';
import { sessionEnds, sessions, users } from '../db/schema';
import type { AppEnv, SessionUser } from '../app-env';
import type { SessionEndReason } from '../contract/session-end';
import { sha256Hex, toBase64Url } from '../contract/encoding';
import { afterResponse } from './background';
import { isLocalHttp } from './local-request';
import { endChatSessions } from './realtime';

export const SESSION_COOKIE = 'token';
/**
 * A readable companion of the HttpOnly session cookie that says only "someone
 * signed in here", so the web app skips GET /user/me for visitors (a 401 on
 * every page view would be noise in their console and cost a request).
 */
const SIGNED_IN_COOKIE = 'signed_in';
const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return toBase64Url(bytes);
}

/** Cookies are Secure everywhere but plain-http localhost, where browsers would drop them. */
const secure = (c: Context) => !isLocalHttp(c.req.url);

export async function startSession(c: Context, db: Db, userId: string): Promise<void> {
  const token = newToken();
  const now = Date.now();
  await db.insert(sessions).values({ tokenHash: await sha256Hex(token), userId, createdAt: now, expiresAt: now + SESSION_TTL_MS });
  const options = { sameSite: 'Lax', path: '/', secure: secure(c), maxAge: SESSION_TTL_MS / 1000 } as const;
  setCookie(c, SESSION_COOKIE, token, { ...options, httpOnly: true });
  setCookie(c, SIGNED_IN_COOKIE, '1', options);
}

export async function findSession(db: Db, token: string): Promise<{ user: SessionUser; tokenHash: string } | null> {
  const tokenHash = await sha256Hex(token);
  const row = await db
    .select({ id: users.id, email: users.email, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, Date.now())))
    .get();
  return row ? { user: row, tokenHash } : null;
}

/** Why a token no longer opens a session, when head office ended it; null for unknown, expired or logged-out tokens. */
export async function findSessionEnd(db: Db, token: string): Promise<SessionEndReason | null> {
  const row = await db
    .select({ reason: sessionEnds.reason })
    .from(sessionEnds)
    .where(eq(sessionEnds.tokenHash, await sha256Hex(token)))
    .get();
  return row?.reason ?? null;
}

/**
 * The statements that end every session of `userId` and remember why, for the
 * caller's batch (with the change that ends them, so both happen or neither).
 * Reasons older than a session's lifetime go too: no cookie can carry them.
 */
export function endSessionsOf(db: Db, userId: string, reason: SessionEndReason) {
  const now = Date.now();
  return [
    db.delete(sessionEnds).where(lt(sessionEnds.endedAt, now - SESSION_TTL_MS)),
    db
      .insert(sessionEnds)
      .select(
        db
          .select({ tokenHash: sessions.tokenHash, reason: sql<SessionEndReason>`${reason}`.as('reason'), endedAt: sql<number>`${now}`.as('ended_at') })
          .from(sessions)
          .where(eq(sessions.userId, userId)),
      )
      .onConflictDoNothing(),
    db.delete(sessions).where(eq(sessions.userId, userId)),
  ] as const;
}

/** Names a session in chat tickets: derived from the token hash, it opens nothing. */
export async function chatSessionId(tokenHash: string): Promise<string> {
  return (await sha256Hex(`chat-session:${tokenHash}`)).slice(0, 32);
}

/**
 * Ended sessions lose their chat: the party closes the user's open sockets
 * (only those of `tokenHash`'s session when given) and refuses tickets issued
 * until now. Call it after the session rows are gone.
 */
export async function endChatAccess(c: Context<AppEnv>, userId: string, tokenHash?: string): Promise<void> {
  const ended = { endedAt: Date.now(), ...(tokenHash && { sessionId: await chatSessionId(tokenHash) }) };
  await afterResponse(c, endChatSessions(c.env, userId, ended));
}

/** Ends this browser's session on the server: its row, then its chat sockets. */
export async function closeSession(c: Context<AppEnv>, db: Db, tokenHash: string | null): Promise<void> {
  if (!tokenHash) return;
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
  const user = c.get('user');
  if (user) await endChatAccess(c, user.id, tokenHash);
}

export async function endSession(c: Context<AppEnv>, db: Db, tokenHash: string | null): Promise<void> {
  await closeSession(c, db, tokenHash);
  deleteCookie(c, SESSION_COOKIE, { path: '/', secure: secure(c), httpOnly: true, sameSite: 'Lax' });
  deleteCookie(c, SIGNED_IN_COOKIE, { path: '/', secure: secure(c), sameSite: 'Lax' });
}
