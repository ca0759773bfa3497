import { CONTENT_MAX_BYTES, SNIFF_BYTES, sniffMediaType } from '../../lib/contract';
import { contentTexts } from './texts';

export type MediaType = 'image' | 'video' | 'document';
type ContentFileCheck = { ok: true; mediaType: MediaType } | { ok: false; message: string };

/**
 * The checks SPEC §5 makes when a content file is chosen, in its order: size
 * first, then type (images, videos, and PDFs for brochures and the brand
 * profile). The type is what the file's first bytes say, as on the server,
 * not its name: SVG and anything else are refused with the message naming
 * the type the browser reported.
 */
export async function checkContentFile(file: Pick<File, 'size' | 'type' | 'slice'>): Promise<ContentFileCheck> {
  if (file.size > CONTENT_MAX_BYTES) return { ok: false, message: contentTexts.tooLarge };
  const sniffed = sniffMediaType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  return sniffed ? { ok: true, mediaType: sniffed.mediaType } : { ok: false, message: contentTexts.unsupported(file.type || 'unknown') };
}
