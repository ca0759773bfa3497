/**
 * `PUT /admin/brand-profile`: head office writes the brand profile page's
 * text and picks its PDF from the content library (or none). The whole page
 * is sent each time, whole; a save made from an older version than the
 * page's answers 409 (contract/row-version.ts).
 */
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { BRAND_PROFILE_PDF_ONLY, BRAND_PROFILE_UPDATED, brandProfileBody } from '../../contract/brand-profile';
import { createDb } from '../../db/client';
import { brandProfile, contentItems } from '../../db/schema';
import { failField, validate } from '../../lib/validate';
import { atVersion, failMovedOrMissing } from '../../lib/row-version';
import { currentUser, requireRole } from '../../middleware/auth';
import { BRAND_PROFILE_ID, loadBrandProfile } from '../../queries/brand-profile';

// The row is made by the first save and never deleted: an update that matched nothing had a stale version.
const BRAND_PROFILE_NOT_FOUND = 'Brand profile not found.';

export const brandProfileAdminRoutes = new Hono<AppEnv>().put('/brand-profile', requireRole('admin'), validate('json', brandProfileBody), async (c) => {
  const { text, documentId, version } = c.req.valid('json');
  const db = createDb(c.env);
  if (documentId) {
    const pdf = await db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.id, documentId), eq(contentItems.mediaType, 'document')))
      .get();
    if (!pdf) failField('documentId', BRAND_PROFILE_PDF_ONLY);
  }
  const row = { id: BRAND_PROFILE_ID, body: text, documentId, updatedBy: currentUser(c).id, updatedAt: Date.now() };
  // Before the first save the page is at version 1 (queries/brand-profile.ts): the first save makes 2.
  const saved = await db
    .insert(brandProfile)
    .values({ ...row, version: 2 })
    .onConflictDoUpdate({ target: brandProfile.id, set: { ...row, version: sql`${brandProfile.version} + 1` }, setWhere: atVersion(brandProfile.version, version) })
    .returning({ id: brandProfile.id });
  if (!saved.length) {
    const by = await db.select().from(brandProfile).where(eq(brandProfile.id, BRAND_PROFILE_ID)).get();
    return failMovedOrMissing(db, by, BRAND_PROFILE_NOT_FOUND, () => loadBrandProfile(db));
  }
  return c.json({ success: true as const, message: BRAND_PROFILE_UPDATED, profile: await loadBrandProfile(db) });
});
