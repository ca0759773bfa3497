/**
 * `PUT /admin/brand-profile`: head office writes the brand profile page's
 * text and picks its PDF from the content library (or none). The whole page
 * is sent each time, so the last save wins, whole.
 */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { BRAND_PROFILE_PDF_ONLY, BRAND_PROFILE_UPDATED, brandProfileBody } from '../../contract/brand-profile';
import { createDb } from '../../db/client';
import { brandProfile, contentItems } from '../../db/schema';
import { failField, validate } from '../../lib/validate';
import { currentUser, requireRole } from '../../middleware/auth';
import { BRAND_PROFILE_ID, loadBrandProfile } from '../../queries/brand-profile';

export const brandProfileAdminRoutes = new Hono<AppEnv>().put('/brand-profile', requireRole('admin'), validate('json', brandProfileBody), async (c) => {
  const { text, documentId } = c.req.valid('json');
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
  await db.insert(brandProfile).values(row).onConflictDoUpdate({ target: brandProfile.id, set: row });
  return c.json({ success: true as const, message: BRAND_PROFILE_UPDATED, profile: await loadBrandProfile(db) });
});
