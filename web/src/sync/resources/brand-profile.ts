/** The brand profile page's text and download (GET /user/brand-profile), kept in the cache's meta table so the page opens offline. */
import { api, readOk } from '../../lib/api-client';
import type { BrandProfile } from '../../lib/contract';
import { db } from '../../lib/db';
import { stampRefreshed } from './cache';

export const storeBrandProfile = (profile: BrandProfile) => stampRefreshed('brandProfile', profile);

export async function refreshBrandProfile(): Promise<void> {
  const { profile } = await readOk(await api.user['brand-profile'].$get());
  await storeBrandProfile(profile);
}

/** null when not cached yet. */
export const readBrandProfile = async () => ((await db.meta.get('brandProfile'))?.value as BrandProfile | undefined) ?? null;
