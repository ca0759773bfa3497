/**
 * The brand menu is read on every visit and changes a few times a week, so
 * each isolate keeps its serialized answer for a few seconds. A change made
 * through this isolate drops it at once (see `dropMenuOnWrite`); other
 * isolates serve the old menu for at most MENU_TTL_MS. Writes made outside
 * the API (seed, SQL console) show up within the same bound.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../app-env';
import { sha256Hex } from '../../contract/encoding';

const MENU_TTL_MS = 5_000;

export interface CachedMenu {
  body: string;
  etag: string;
  expiresAt: number;
}

let cached: CachedMenu | null = null;

export function freshMenu(now = Date.now()): CachedMenu | null {
  return cached && cached.expiresAt > now ? cached : null;
}

export async function keepMenu(body: string, now = Date.now()): Promise<CachedMenu> {
  const etag = `"${(await sha256Hex(body)).slice(0, 24)}"`;
  cached = { body, etag, expiresAt: now + MENU_TTL_MS };
  return cached;
}

export function dropMenu(): void {
  cached = null;
}

/** Any successful change under /user/menu (series, drinks), or of a review's status, may change the brand menu. */
export const dropMenuOnWrite = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.req.method !== 'GET' && c.res.status < 400) dropMenu();
});
