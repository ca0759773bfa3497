/**
 * The brand menu is read on every visit and changes a few times a week, so
 * each isolate keeps it for a few seconds, as a value for the pages it renders
 * and as the API's JSON answer with its ETag, made once. A change made
 * through this isolate drops it at once (see `dropMenuOnWrite`); other
 * isolates serve the old menu for at most MENU_TTL_MS. Writes made outside
 * the API (seed, SQL console) show up within the same bound.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-env';
import { sha256Hex } from '../contract/encoding';
import type { Menu } from '../contract/menu';

const MENU_TTL_MS = 5_000;

export interface CachedMenu {
  menu: Menu;
  /** GET /user/menu/admin/series's answer, as JSON text. */
  body: string;
  etag: string;
  expiresAt: number;
}

let cached: CachedMenu | null = null;

export function freshMenu(now = Date.now()): CachedMenu | null {
  return cached && cached.expiresAt > now ? cached : null;
}

export async function keepMenu(menu: Menu, now = Date.now()): Promise<CachedMenu> {
  const body = JSON.stringify({ success: true as const, menu });
  const etag = `"${(await sha256Hex(body)).slice(0, 24)}"`;
  cached = { menu, body, etag, expiresAt: now + MENU_TTL_MS };
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
