/**
 * The one brand profile row and its PDF. Before head office writes one, the
 * page has no text and no download (the web says it is being written).
 */
import { eq } from 'drizzle-orm';
import type { BrandProfile } from '../contract/brand-profile';
import type { Db } from '../db/client';
import { brandProfile, contentItems } from '../db/schema';
import { mediaUrl } from '../lib/media-url';

export const BRAND_PROFILE_ID = 'brand';

export async function loadBrandProfile(db: Db): Promise<BrandProfile> {
  const row = await db
    .select({
      text: brandProfile.body,
      updatedAt: brandProfile.updatedAt,
      version: brandProfile.version,
      documentId: contentItems.id,
      title: contentItems.text,
      key: contentItems.mediaKey,
      size: contentItems.sizeBytes,
    })
    .from(brandProfile)
    .leftJoin(contentItems, eq(contentItems.id, brandProfile.documentId))
    .where(eq(brandProfile.id, BRAND_PROFILE_ID))
    .get();
  if (!row) return { text: '', document: null, updatedAt: null, version: 1 };
  return {
    text: row.text,
    document: row.documentId ? { _id: row.documentId, title: row.title!, url: mediaUrl(row.key)!, size: row.size } : null,
    updatedAt: new Date(row.updatedAt).toISOString(),
    version: row.version,
  };
}

/** Whether `key` is the PDF the brand profile offers: that library file is public while it is. */
export async function isBrandProfileDocument(db: Db, key: string): Promise<boolean> {
  const row = await db
    .select({ id: brandProfile.id })
    .from(brandProfile)
    .innerJoin(contentItems, eq(contentItems.id, brandProfile.documentId))
    .where(eq(contentItems.mediaKey, key))
    .get();
  return !!row;
}
