/**
 * The social counts (DESIGN §9: served by our Worker from GET
 * /user/instagram/details, never a third party from the browser), kept in
 * the cache's meta table.
 */
import { api, readOk } from '../../lib/api-client';
import { db, type SocialCounts } from '../../lib/db';
import type { SocialDetails } from '../../lib/contract';
import { socialCounts } from '../rows';
import { stampRefreshed } from './cache';

export const storeSocial = (details: SocialDetails) => stampRefreshed('social', socialCounts(details));

export async function refreshSocial(): Promise<void> {
  const { data } = await readOk(await api.user.instagram.details.$get());
  await storeSocial(data);
}

/** null when not known yet. */
export const readSocialCounts = async () => ((await db.meta.get('social'))?.value as SocialCounts | undefined) ?? null;
