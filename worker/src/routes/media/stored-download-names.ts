import { eq } from 'drizzle-orm';
import { createDb } from '../../db/client';
import { contentItems } from '../../db/schema';
import { isStaffMedia } from '../../lib/media-url';
import { withoutExtension } from './download-name';

/**
 * What a content-library file is called, best first: its caption, then the
 * name it was uploaded with. Other objects (menu and store pictures) have no
 * name of their own, so their downloads read no row.
 */
export async function storedDownloadNames(env: Env, key: string): Promise<string[]> {
  if (!isStaffMedia(key)) return [];
  const item = await createDb(env).select({ caption: contentItems.text, fileName: contentItems.fileName }).from(contentItems).where(eq(contentItems.mediaKey, key)).get();
  if (!item) return [];
  return [item.caption, withoutExtension(item.fileName ?? '')];
}
