import { CONTENT_MAX_BYTES } from '../../lib/contract';
import { contentTexts } from './texts';

export type MediaType = 'image' | 'video' | 'document';
type ContentFileCheck = { ok: true; mediaType: MediaType } | { ok: false; message: string };

/**
 * The checks SPEC §5 makes when a content file is chosen, in its order: size
 * first, then type (images and videos, and PDFs for brochures and the brand
 * profile). SVG is refused with the other unsupported types: the
 * server would refuse it anyway, since an SVG can carry script.
 */
export function checkContentFile(file: Pick<File, 'size' | 'type'>): ContentFileCheck {
  if (file.size > CONTENT_MAX_BYTES) return { ok: false, message: contentTexts.tooLarge };
  const type = file.type.toLowerCase();
  if (type.startsWith('image/') && type !== 'image/svg+xml') return { ok: true, mediaType: 'image' };
  if (type.startsWith('video/')) return { ok: true, mediaType: 'video' };
  if (type === 'application/pdf') return { ok: true, mediaType: 'document' };
  return { ok: false, message: contentTexts.unsupported(file.type || 'unknown') };
}
