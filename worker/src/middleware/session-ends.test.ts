import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessionEnds, sessions } from '../db/schema';
import { sha256Hex } from '../contract/encoding';
import { adminCookie } from '../../test/admin-fixtures';
import { call, createUser, db, login } from '../../test/helpers';

const PLAIN_401 = { success: false, message: 'Please log in to continue.' };
const PASSWORD_CHANGED = { success: false, message: 'You were signed out: head office changed your password.', reason: 'password-changed' };
const tokenHash = (cookie: string) => sha256Hex(cookie.slice('token='.length));

async function signedInShop() {
  const shop = await createUser('franchise', `ended-${crypto.randomUUID()}@example.com`);
  return { shop, cookies: [await login(shop.email), await login(shop.email)] };
}

const resetPassword = (id: string, cookie: string | undefined, password: unknown = 'new-password-1') =>
  call(`/admin/action/franchise/${id}/password`, { method: 'PUT', body: { password }, cookie });

describe('a session head office ended says why', () => {
  it('answers the old cookies of a reset password with 401 and reason password-changed, on every guarded call', async () => {
    const admin = await adminCookie();
    const { shop, cookies } = await signedInShop();
    expect((await resetPassword(shop.id, admin)).status).toBe(200);

    for (const cookie of cookies) {
      for (const [path, method] of [
        ['/user/me', 'GET'],
        ['/user/menu/series', 'GET'],
        ['/chat/ticket', 'GET'],
      ] as const) {
        const res = await call(path, { method, cookie });
        expect(res.status, path).toBe(401);
        expect(await res.json()).toEqual(PASSWORD_CHANGED);
      }
    }
    // A fresh login with the new password works, and its cookie is not told anything.
    const fresh = await login(shop.email, 'new-password-1');
    expect((await call('/user/me', { cookie: fresh })).status).toBe(200);
  });

  it('keeps no reason when the reset is refused: bad input, a stranger, a franchise, an unknown id', async () => {
    const admin = await adminCookie();
    const { shop, cookies } = await signedInShop();
    expect((await resetPassword(shop.id, admin, 'short')).status).toBe(400);
    expect((await resetPassword(shop.id, admin, 42)).status).toBe(400);
    expect((await resetPassword(shop.id, undefined)).status).toBe(401);
    expect((await resetPassword(shop.id, cookies[0])).status).toBe(403);
    expect((await resetPassword(crypto.randomUUID(), admin)).status).toBe(404);

    for (const cookie of cookies) expect((await call('/user/me', { cookie })).status).toBe(200);
    const hashes = await Promise.all(cookies.map(tokenHash));
    for (const hash of hashes) expect(await db().select().from(sessionEnds).where(eq(sessionEnds.tokenHash, hash))).toEqual([]);
  });

  it('answers a made-up, an expired or a logged-out token with a plain 401', async () => {
    const shop = await createUser('franchise', `plain-${crypto.randomUUID()}@example.com`);
    const loggedOut = await login(shop.email);
    expect((await call('/user/logout', { method: 'POST', cookie: loggedOut })).status).toBe(200);
    const expired = await login(shop.email);
    await db()
      .update(sessions)
      .set({ expiresAt: Date.now() - 1 })
      .where(eq(sessions.tokenHash, await tokenHash(expired)));

    for (const cookie of [undefined, 'token=made-up', loggedOut, expired]) {
      const res = await call('/user/me', { cookie });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual(PLAIN_401);
    }
  });

  it('leaves no reason behind head office’s own logout', async () => {
    const admin = await adminCookie();
    expect((await call('/user/logout', { method: 'POST', cookie: admin })).status).toBe(200);
    expect(await (await call('/user/me', { cookie: admin })).json()).toEqual(PLAIN_401);
    expect(
      await db()
        .select()
        .from(sessionEnds)
        .where(eq(sessionEnds.tokenHash, await tokenHash(admin))),
    ).toEqual([]);
  });

  it('says account-removed to the cookie of a deleted franchise', async () => {
    const { shop, cookies } = await signedInShop();
    expect((await call(`/admin/action/franchise/${shop.id}`, { method: 'DELETE', cookie: await adminCookie() })).status).toBe(200);
    const res = await call('/user/me', { cookie: cookies[0] });
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ success: false, message: 'You were signed out: head office removed this account.', reason: 'account-removed' });
  });

  it('forgets reasons older than a session’s lifetime when it writes new ones', async () => {
    const old = { tokenHash: `old-${crypto.randomUUID()}`, reason: 'password-changed' as const, endedAt: Date.now() - 31 * 24 * 60 * 60 * 1000 };
    const recent = { tokenHash: `recent-${crypto.randomUUID()}`, reason: 'password-changed' as const, endedAt: Date.now() - 60_000 };
    await db().insert(sessionEnds).values([old, recent]);
    const { shop } = await signedInShop();
    expect((await resetPassword(shop.id, await adminCookie())).status).toBe(200);
    const left = (await db().select({ tokenHash: sessionEnds.tokenHash }).from(sessionEnds)).map((r) => r.tokenHash);
    expect(left).not.toContain(old.tokenHash);
    expect(left).toContain(recent.tokenHash);
  });
});
