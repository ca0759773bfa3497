/** The social follow counts the home page shows, as head office keeps them in D1. */
import { eq } from 'drizzle-orm';
import type { SocialDetails } from '../contract/page-snapshot';
import type { Db } from '../db/client';
import { socialDetails } from '../db/schema';

/** null until head office configured them. */
export async function loadSocialDetails(db: Db): Promise<SocialDetails | null> {
  const row = await db.select().from(socialDetails).where(eq(socialDetails.id, 1)).get();
  if (!row) return null;
  return {
    user: {
      username: row.handle,
      edge_owner_to_timeline_media: { count: row.posts },
      edge_followed_by: { count: row.followers },
      edge_follow: { count: row.following },
    },
  };
}
