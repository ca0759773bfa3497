import { env } from 'cloudflare:test';
import app from '../src/index';
import { createDb } from '../src/db/client';
import { franchiseProfiles, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import type { Role } from '../src/contract/auth';

export const ORIGIN = 'http://127.0.0.1:8787';
export const db = () => createDb(env);

let clientCounter = 0;
/** A distinct client address per call site, so rate limits of one test never leak into another. */
export const freshClient = () => `10.0.${Math.floor(++clientCounter / 250)}.${clientCounter % 250}`;

export interface CallOptions {
  method?: string;
  body?: unknown;
  cookie?: string;
  headers?: Record<string, string>;
  client?: string;
  /** Bindings to change for this call, e.g. a PARTYKIT_URL. */
  env?: Partial<Env>;
}

/** Calls the API the way a same-origin browser page would. */
export async function call(path: string, { method = 'GET', body, cookie, headers = {}, client = '203.0.113.1', env: bindings }: CallOptions = {}) {
  const h: Record<string, string> = { 'cf-connecting-ip': client, ...headers };
  if (cookie) h.cookie = cookie;
  if (method !== 'GET' && method !== 'HEAD') h.origin ??= ORIGIN;
  let payload: BodyInit | undefined;
  if (body !== undefined) {
    payload = typeof body === 'string' || body instanceof FormData ? body : JSON.stringify(body);
    if (!(body instanceof FormData)) h['content-type'] ??= 'application/json';
  }
  return app.request(`${ORIGIN}/api/v1${path}`, { method, headers: h, body: payload }, { ...env, ...bindings });
}

export async function createUser(role: Role, email: string, password = 'secret-pass-1') {
  const [user] = await db()
    .insert(users)
    .values({ email, role, passwordHash: await hashPassword(password) })
    .returning();
  if (role === 'franchise') {
    await db()
      .insert(franchiseProfiles)
      .values({ userId: user.id, name: `${email} shop`, phone: '5550100', ownerName: 'Owner', address: '1 Main St' });
  }
  return user;
}

/** Logs in and answers the `token=…` cookie pair to send back. */
export async function login(email: string, password = 'secret-pass-1', client = freshClient()): Promise<string> {
  const res = await call('/user/login', { method: 'POST', body: { email, password }, client });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${await res.text()}`);
  return tokenCookie(res)!;
}

export function tokenCookie(res: Response): string | undefined {
  const set = res.headers.getSetCookie().find((c) => c.startsWith('token='));
  return set?.split(';')[0];
}

/** A series with one drink, owned by `ownerId`. */
export async function createSeriesWithDrink(ownerId: string, name = 'Milk Tea') {
  const { series, drinks } = await import('../src/db/schema');
  const [s] = await db().insert(series).values({ ownerId, name }).returning();
  const [d] = await db()
    .insert(drinks)
    .values({ seriesId: s.id, name: `${name} Classic`, description: 'Creamy.' })
    .returning();
  return { series: s, drink: d };
}

/**
 * The answer to bad input: `message` as old clients read it, plus `fields`
 * for each `field: reason` part of it (none when the body was refused as a whole).
 */
export function badInput(message: string) {
  const fields = Object.fromEntries(
    message.split('; ').flatMap((part) => {
      const named = /^([\w.]+): (.+)$/.exec(part);
      return named ? [[named[1].split('.')[0], named[2]]] : [];
    }),
  );
  return Object.keys(fields).length ? { success: false, message, fields } : { success: false, message };
}
