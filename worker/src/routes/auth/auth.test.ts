import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { sessions } from '../../db/schema';
import { call, createUser, db, freshClient, login, tokenCookie } from '../../../test/helpers';

describe('POST /user/login', () => {
  it('logs in with the right password: HttpOnly token cookie and the user', async () => {
    await createUser('admin', 'boss@example.com');
    const res = await call('/user/login/', { method: 'POST', body: { email: 'Boss@Example.com', password: 'secret-pass-1' }, client: freshClient() });
    expect(res.status).toBe(200);
    const body = await res.json<{ success: boolean; user: { role: string; email: string } }>();
    expect(body.success).toBe(true);
    expect(body.user).toMatchObject({ role: 'admin', email: 'boss@example.com' });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('token='))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    expect(cookie).toMatch(/Path=\//);
    // A readable hint (no secret in it) lets the web skip GET /user/me for visitors.
    const hint = res.headers.getSetCookie().find((c) => c.startsWith('signed_in='))!;
    expect(hint).toMatch(/^signed_in=1;/);
    expect(hint).not.toMatch(/HttpOnly/i);
    // Only a hash of the token is stored.
    const token = tokenCookie(res)!.slice('token='.length);
    const rows = await db().select().from(sessions);
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toContain(token);
  });

  it('rejects a wrong password and an unknown email alike', async () => {
    await createUser('franchise', 'shop@example.com');
    const wrong = await call('/user/login', { method: 'POST', body: { email: 'shop@example.com', password: 'nope' }, client: freshClient() });
    const unknown = await call('/user/login', { method: 'POST', body: { email: 'ghost@example.com', password: 'nope' }, client: freshClient() });
    for (const res of [wrong, unknown]) {
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, message: 'Invalid email or password.' });
      expect(tokenCookie(res)).toBeUndefined();
    }
  });

  it('answers 400 with a message for missing fields, extra fields and wrong types', async () => {
    for (const body of [
      {},
      { email: 'a@b.co' },
      { password: 'x' },
      { email: 'not-an-email', password: 'x' },
      { email: 'a@b.co', password: 'x', role: 'admin' },
      { email: 5, password: 'x' },
    ]) {
      const res = await call('/user/login', { method: 'POST', body, client: freshClient() });
      expect(res.status).toBe(400);
      const json = await res.json<{ success: boolean; message: string }>();
      expect(json.success).toBe(false);
      expect(json.message.length).toBeGreaterThan(0);
    }
  });

  it('answers 400 JSON, not 500, to malformed JSON', async () => {
    const res = await call('/user/login', { method: 'POST', body: '{"email": ', client: freshClient() });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ success: false, message: 'The request body is not valid JSON.' });
  });

  it('answers 413 to an oversized body', async () => {
    const res = await call('/user/login', { method: 'POST', body: { email: 'a@b.co', password: 'x'.repeat(70 * 1024) }, client: freshClient() });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ success: false });
  });

  it('answers 415 to a body that is neither JSON nor multipart', async () => {
    const res = await call('/user/login', { method: 'POST', body: 'email=a@b.co', headers: { 'content-type': 'application/x-www-form-urlencoded' }, client: freshClient() });
    expect(res.status).toBe(415);
  });

  it('refuses a cross-site login (Origin check covers JSON too)', async () => {
    await createUser('admin', 'csrf@example.com');
    const res = await call('/user/login', {
      method: 'POST',
      body: { email: 'csrf@example.com', password: 'secret-pass-1' },
      headers: { origin: 'https://evil.example' },
      client: freshClient(),
    });
    expect(res.status).toBe(403);
    expect(tokenCookie(res)).toBeUndefined();
  });

  it('gives a new session on every login', async () => {
    await createUser('admin', 'twice@example.com');
    const first = await login('twice@example.com');
    const res = await call('/user/login', { method: 'POST', body: { email: 'twice@example.com', password: 'secret-pass-1' }, cookie: first, client: freshClient() });
    const second = tokenCookie(res)!;
    expect(second).not.toBe(first);
    expect((await call('/user/me', { cookie: first })).status).toBe(401);
    expect((await call('/user/me', { cookie: second })).status).toBe(200);
  });
});

describe('GET /user/me', () => {
  it('answers 401 without a cookie and with a made-up one', async () => {
    for (const cookie of [undefined, 'token=made-up']) {
      const res = await call('/user/me', { cookie });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ success: false, message: 'Please log in to continue.' });
    }
  });

  it('answers the franchise user with its profile', async () => {
    await createUser('franchise', 'me@example.com');
    const res = await call('/user/me', { cookie: await login('me@example.com') });
    expect(res.status).toBe(200);
    const { user } = await res.json<{ user: { role: string; franchise: { name: string } } }>();
    expect(user.role).toBe('franchise');
    expect(user.franchise.name).toBe('me@example.com shop');
  });
});

describe('logout', () => {
  async function signedIn(email: string) {
    const user = await createUser('admin', email);
    return { user, cookie: await login(email) };
  }
  const stillSignedIn = async (cookie: string) => (await call('/user/me', { cookie })).status === 200;

  it('POST ends the session on the server and clears the cookie', async () => {
    const { user, cookie } = await signedIn('leaver@example.com');
    const res = await call('/user/logout', { method: 'POST', cookie });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ success: true, message: 'Logged out.' });
    expect(res.headers.getSetCookie().join()).toMatch(/token=;.*Max-Age=0/i);
    expect(res.headers.getSetCookie().join()).toMatch(/signed_in=;.*Max-Age=0/i);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(0);
    expect(await stillSignedIn(cookie)).toBe(false);
  });

  it('refuses a cross-site POST and keeps the session', async () => {
    const { cookie } = await signedIn('csrf-post@example.com');
    for (const headers of [{ origin: 'https://evil.example' }, { origin: 'null' }]) {
      const res = await call('/user/logout', { method: 'POST', cookie, headers });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ success: false, message: 'Cross-site requests are not allowed.' });
      expect(res.headers.getSetCookie().join()).not.toMatch(/token=/);
    }
    expect(await stillSignedIn(cookie)).toBe(true);
  });

  it('refuses a GET another site can trigger (link, image, form) and keeps the session', async () => {
    const { cookie } = await signedIn('csrf-get@example.com');
    const fromElsewhere: Record<string, string>[] = [{ 'sec-fetch-site': 'cross-site' }, { 'sec-fetch-site': 'same-site' }, { origin: 'https://evil.example' }];
    for (const headers of fromElsewhere) {
      const res = await call('/user/logout', { cookie, headers });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual({ success: false, message: 'Cross-site requests are not allowed.' });
      expect(res.headers.getSetCookie().join()).not.toMatch(/token=/);
    }
    expect(await stillSignedIn(cookie)).toBe(true);
  });

  it("still ends the session on the original API's GET from our own pages", async () => {
    for (const [i, headers] of [{ 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }].entries()) {
      const { cookie } = await signedIn(`get-leaver${i}@example.com`);
      const res = await call('/user/logout', { cookie, headers });
      expect(res.status).toBe(200);
      expect(res.headers.getSetCookie().join()).toMatch(/token=;.*Max-Age=0/i);
      expect(await stillSignedIn(cookie)).toBe(false);
    }
  });
});
