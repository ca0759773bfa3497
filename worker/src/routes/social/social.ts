/**
 * Social follow counts for the home page, served from D1 (kept up to date by
 * head office) instead of the browser calling a social network: the page
 * never waits on a third party. The shape follows the original API.
 */
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { createDb } from '../../db/client';
import { contentItems } from '../../db/schema';
import { fail } from '../../lib/fail';
import { feedLinkExpiry, signedMediaUrl } from '../../lib/signed-media-url';
import { loadSocialDetails } from '../../queries/social';

export const socialRoutes = new Hono<AppEnv>()
  /**
   * The brand's latest picture posts: the images head office publishes in the
   * content library. Their objects are staff-only, so the feed hands out signed
   * links (never plain URLs, so no signing secret means no feed).
   */
  .get('/feeds', async (c) => {
    const secret = c.env.MEDIA_URL_SECRET;
    if (!secret) fail(503, 'Media signing is not configured.');
    const rows = await createDb(c.env).select().from(contentItems).where(eq(contentItems.mediaType, 'image')).orderBy(desc(contentItems.createdAt)).limit(12);
    const expires = feedLinkExpiry();
    const data = await Promise.all(
      rows.map(async (r) => ({
        id: r.id,
        caption: r.text,
        media_url: await signedMediaUrl(secret, r.mediaKey, expires),
        timestamp: new Date(r.createdAt).toISOString(),
      })),
    );
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ success: true as const, data });
  })
  .get('/details', async (c) => {
    const data = await loadSocialDetails(createDb(c.env));
    if (!data) fail(404, 'Social details are not configured.');
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({ success: true as const, data });
  });
