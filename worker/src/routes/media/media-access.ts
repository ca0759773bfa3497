/**
 * Who may read a media object. Public pictures: anyone, and any cache may keep
 * them. Content-library objects: a signed-in admin or franchise owner, or
 * whoever holds an unexpired signed link from the published feed; only the
 * reader's own browser may cache them, per session (Vary: Cookie), so a
 * device that logs out stops showing them. One library file is public: the
 * PDF head office offers on the brand profile page, while it does (kept by
 * caches for minutes, not a year, since it can stop being public).
 * See docs/decisions/content-media-access.md.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../app-env';
import { fail } from '../../lib/fail';
import { isStaffMedia } from '../../lib/media-url';
import { mediaLinkHolds } from '../../lib/signed-media-url';
import { createDb } from '../../db/client';
import { isBrandProfileDocument } from '../../queries/brand-profile';

interface MediaLink {
  expires?: number;
  sig?: string;
}

const YEAR_IMMUTABLE = 'max-age=31536000, immutable';

/** Fails with 401/403 when the reader may not see `key`; otherwise the caching headers that fit it. */
export async function authorizeMediaRead(c: Context<AppEnv>, key: string, link: MediaLink): Promise<Record<string, string>> {
  if (!isStaffMedia(key)) return { 'Cache-Control': `public, ${YEAR_IMMUTABLE}` };
  const staff = { 'Cache-Control': `private, ${YEAR_IMMUTABLE}`, Vary: 'Cookie' };
  if (c.get('user')) return staff;
  if (link.expires === undefined || link.sig === undefined) {
    if (await isBrandProfileDocument(createDb(c.env), key)) return { 'Cache-Control': 'public, max-age=300' };
    fail(401, 'Please log in to continue.');
  }
  if (!(await mediaLinkHolds(c.env.MEDIA_URL_SECRET, key, link.expires, link.sig))) fail(403, 'This media link has expired or is not valid.');
  return staff;
}
