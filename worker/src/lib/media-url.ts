/** Public URL of an R2 object served by the media route. */
export const mediaUrl = (key: string | null | undefined): string | null =>
  key ? `/api/v1/media/${encodeURIComponent(key)}` : null;
