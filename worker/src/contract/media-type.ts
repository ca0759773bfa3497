/**
 * What a file really is, from its first bytes, never from its name or the
 * browser's claim: pictures are jpeg/png/webp/gif/avif, content may also be
 * mp4/webm/quicktime video or a PDF (its header here; the Worker also checks
 * its end-of-file marker, `endsLikePdf`); anything else (SVG included) is
 * none of them.
 * Zod-free: the Worker checks every upload with it, and the dashboard checks
 * a chosen file before it previews it.
 */
export interface SniffedType {
  contentType: string;
  mediaType: 'image' | 'video' | 'document';
  ext: string;
}

/** How many first bytes `sniffMediaType` looks at. */
export const SNIFF_BYTES = 32;

export const ascii = (b: Uint8Array, from: number, to: number) => String.fromCharCode(...b.subarray(from, to));

export const PDF: SniffedType = { contentType: 'application/pdf', mediaType: 'document', ext: 'pdf' };
/** A PDF ends with `%%EOF` (ISO 32000-1 §7.5.5), give or take a line end; looked for in its last bytes. */
export const PDF_TAIL_BYTES = 1024;
export const endsLikePdfText = (tail: string) => /%%EOF\s*$/.test(tail);

export function sniffMediaType(b: Uint8Array): SniffedType | null {
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return { contentType: 'image/jpeg', mediaType: 'image', ext: 'jpg' };
  if (ascii(b, 0, 8) === '\x89PNG\r\n\x1a\n') return { contentType: 'image/png', mediaType: 'image', ext: 'png' };
  if (ascii(b, 0, 6) === 'GIF87a' || ascii(b, 0, 6) === 'GIF89a') return { contentType: 'image/gif', mediaType: 'image', ext: 'gif' };
  if (ascii(b, 0, 4) === 'RIFF' && ascii(b, 8, 12) === 'WEBP') return { contentType: 'image/webp', mediaType: 'image', ext: 'webp' };
  if (b[0] === 0x1a && b[1] === 0x45 && b[2] === 0xdf && b[3] === 0xa3) return { contentType: 'video/webm', mediaType: 'video', ext: 'webm' };
  if (ascii(b, 4, 8) === 'ftyp') {
    const brand = ascii(b, 8, 12);
    if (brand === 'avif' || brand === 'avis') return { contentType: 'image/avif', mediaType: 'image', ext: 'avif' };
    if (brand === 'qt  ') return { contentType: 'video/quicktime', mediaType: 'video', ext: 'mov' };
    if (/^(isom|iso[2-9]|mp4[12]|avc1|M4V |dash|mmp4|f4v )$/.test(brand)) return { contentType: 'video/mp4', mediaType: 'video', ext: 'mp4' };
  }
  if (/^%PDF-[12]\.\d$/.test(ascii(b, 0, 8))) return PDF;
  // Old QuickTime files start straight with an atom instead of ftyp.
  if (['moov', 'mdat', 'wide', 'free'].includes(ascii(b, 4, 8))) return { contentType: 'video/quicktime', mediaType: 'video', ext: 'mov' };
  return null;
}
