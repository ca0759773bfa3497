/**
 * URLs of R2 objects served by the media route, and which of them are for
 * staff only: the content library (storeUpload kind 'content') is marketing
 * material for franchise owners, every other object (series, drinks,
 * locations, franchise and seed pictures) is public.
 * See docs/decisions/content-media-access.md.
 */
import type { MediaKind } from './media';

export const mediaUrl = (key: string | null | undefined): string | null => (key ? `/api/v1/media/${encodeURIComponent(key)}` : null);

const STAFF_MEDIA_PREFIX = `${'content' satisfies MediaKind}/`;

export const isStaffMedia = (key: string) => key.startsWith(STAFF_MEDIA_PREFIX);
