/**
 * The social counts (DESIGN §9: served by our Worker from GET
 * /user/instagram/details, never a third party from the browser), kept in
 * the cache's meta table.
 */
import { api, readOk } from '../../lib/api-client';
import { db, type SocialCounts } from '../../lib/db';
import { stampRefreshed } from './cache';

export async function refreshSocial(): Promise<void> {
  const { data } = await readOk(await api.user.instagram.details.$get());
  const counts: SocialCounts = {
    username: data.user.username,
    posts: data.user.edge_owner_to_timeline_media.count,
    followers: data.user.edge_followed_by.count,
    following: data.user.edge_follow.count,
  };
  await stampRefreshed('social', counts);
}

/** null when not known yet. */
export const readSocialCounts = async () => ((await db.meta.get('social'))?.value as SocialCounts | undefined) ?? null;
