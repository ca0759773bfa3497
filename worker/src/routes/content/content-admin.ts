/**
 * The content library: admins add captioned images and videos
 * (`POST /admin/video`) and delete them; franchises and admins read the list
 * (`GET /user/videos`, `GET /admin/videos`). The stored mediaType is the one
 * sniffed from the file's bytes, whatever the client claims; a deleted item's
 * object leaves R2 with it.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { idParam } from '../../contract/common';
import { CONTENT_FILE_REQUIRED, CONTENT_NOT_FOUND, contentFields, type ContentItem } from '../../contract/content';
import { validate } from '../../lib/validate';
import { createDb } from '../../db/client';
import { contentItems } from '../../db/schema';
import { createdStatus } from '../../lib/create-once';
import { createWithUpload } from '../../lib/create-with-upload';
import { fail } from '../../lib/fail';
import { deleteMedia, readUploadForm } from '../../lib/media';
import { mediaUrl } from '../../lib/media-url';
import { optionalFile, parseFormFields } from '../../lib/upload-form';
import { currentUser, requireRole } from '../../middleware/auth';

const adminOnly = requireRole('admin');

// Kept for naming downloads (media/stored-download-names.ts); file systems stop at 255.
const uploadedName = (file: File) => file.name.trim().slice(0, 255) || null;

const toContentItem = (r: typeof contentItems.$inferSelect): ContentItem => ({
  _id: r.id,
  text: r.text,
  mediaType: r.mediaType,
  media: { url: mediaUrl(r.mediaKey)! },
  createdAt: new Date(r.createdAt).toISOString(),
});

// Newest first; rowid breaks ties between items added in the same millisecond.
const listContent = async (env: Env) =>
  (
    await createDb(env)
      .select()
      .from(contentItems)
      .orderBy(desc(contentItems.createdAt), desc(sql`rowid`))
  ).map(toContentItem);

export const contentAdminRoutes = new Hono<AppEnv>()
  .post('/admin/video', adminOnly, async (c) => {
    const admin = currentUser(c);
    const form = await readUploadForm(c, 'content');
    const { text, clientId } = parseFormFields(form, contentFields, ['media']);
    const file = optionalFile(form, 'media');
    if (!file) fail(400, CONTENT_FILE_REQUIRED);
    const db = createDb(c.env);
    const added = await createWithUpload(c.env, {
      clientId,
      stored: (key) =>
        db
          .select()
          .from(contentItems)
          .where(and(eq(contentItems.createdBy, admin.id), eq(contentItems.clientId, key)))
          .get(),
      file,
      kind: 'content',
      write: (stored) =>
        db
          .insert(contentItems)
          .values({ text, mediaType: stored.mediaType, mediaKey: stored.key, fileName: uploadedName(file), sizeBytes: file.size, createdBy: admin.id, clientId })
          .returning()
          .get(),
    });
    return c.json({ success: true as const, message: 'File Added Successfully', video: toContentItem(added.row) }, createdStatus(added));
  })
  .get('/admin/videos', adminOnly, async (c) => c.json({ success: true as const, videos: await listContent(c.env) }))
  .get('/user/videos', requireRole('admin', 'franchise'), async (c) => c.json({ success: true as const, videos: await listContent(c.env) }))
  .delete('/admin/video/:id', adminOnly, validate('param', idParam), async (c) => {
    const [deleted] = await createDb(c.env)
      .delete(contentItems)
      .where(eq(contentItems.id, c.req.valid('param').id))
      .returning({ mediaKey: contentItems.mediaKey });
    if (!deleted) fail(404, CONTENT_NOT_FOUND);
    await deleteMedia(c.env, deleted.mediaKey);
    return c.json({ success: true as const, message: 'File Deleted Successfully' });
  });
