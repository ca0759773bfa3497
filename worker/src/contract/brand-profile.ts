/**
 * The brand profile page (/brand-profile): head office's words about the
 * brand and a PDF from the content library for visitors to download.
 */
import { z } from 'zod';
import { baseVersion } from './row-version';
import { requiredText } from './common';
import { BRAND_PROFILE_MAX } from './limits';

export const BRAND_PROFILE_UPDATED = 'Brand Profile Updated Successfully';
export const BRAND_PROFILE_PDF_ONLY = 'Choose a PDF from the content library.';

export const brandProfileBody = z.strictObject({
  /** Paragraphs separated by blank lines; a line starting with "## " is a heading. */
  text: requiredText('Brand profile text', BRAND_PROFILE_MAX),
  /** A content-library PDF to offer as the download, or null for none. */
  documentId: z.uuid(BRAND_PROFILE_PDF_ONLY).nullable(),
  /** The page as the form had it (contract/row-version.ts). */
  version: baseVersion,
});
export type BrandProfileBody = z.input<typeof brandProfileBody>;

export interface BrandProfileDocument {
  /** The content-library item. */
  _id: string;
  /** Its caption, the download's name. */
  title: string;
  /** Where the PDF is read; `?download=1` saves it. Public while it is the profile's download. */
  url: string;
  /** Bytes; null for a file stored before sizes were kept. */
  size: number | null;
}

export interface BrandProfile {
  text: string;
  document: BrandProfileDocument | null;
  /** ISO time of head office's last change; null before the first. */
  updatedAt: string | null;
  /** The version head office's next edit names (1 before the first save); absent from a copy a device kept before versions. */
  version?: number;
}
