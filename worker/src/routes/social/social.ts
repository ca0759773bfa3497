/**
 * Social follow counts for the home page, served from D1 (kept up to date by
 * head office) instead of the browser calling a social network: the page
 * never waits on a third party. The shape follows the original API.
 */
import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { createDb } from '../../db/client';
import { socialDetails } from '../../db/schema';
import { fail } from '../../lib/fail';

export const socialRoutes = new Hono<AppEnv>().get('/details', async (c) => {
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
