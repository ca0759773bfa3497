/**
 * Social follow counts for the home page, served from D1 (kept up to date by
 * head office) instead of the browser calling a social network: the page
 * never waits on a third party. The shape follows the original API.
 */
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { createDb } from '../../db/client';
import { contentItems, socialDetails } from '../../db/schema';
import { mediaUrl } from '../../lib/media-url';
import { fail } from '../../lib/fail';

export const socialRoutes = new Hono<AppEnv>()
  /** The brand's latest picture posts: the images head office publishes in the content library. */
  .get('/feeds', async (c) => {
    const rows = await createDb(c.env)
      .select()
      .from(contentItems)
      .where(eq(contentItems.mediaType, 'image'))
      .orderBy(desc(contentItems.createdAt))
      .limit(12);
    c.header('Cache-Control', 'public, max-age=300');
    return c.json({
      success: true as const,
      data: rows.map((r) => ({ id: r.id, caption: r.text, media_url: mediaUrl(r.mediaKey)!, timestamp: new Date(r.createdAt).toISOString() })),
    });
  })
  .get('/details', async (c) => {
  const row = await createDb(c.env).select().from(socialDetails).where(eq(socialDetails.id, 1)).get();
  if (!row) fail(404, 'Social details are not configured.');
  c.header('Cache-Control', 'public, max-age=300');
  return c.json({
    success: true as const,
    data: {
      user: {
        username: row.handle,
        edge_owner_to_timeline_media: { count: row.posts },
        edge_followed_by: { count: row.followers },
        edge_follow: { count: row.following },
      },
    },
  });
});
