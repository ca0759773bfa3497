/**
 * Where the download icon points: `?download=1` makes the Worker answer as an
 * attachment, named after the item's caption or, when that leaves no usable
 * name, the file's uploaded name, with the real extension (never the
 * picture's random key while either exists).
 */
export function downloadHref(mediaUrl: string): string {
  const url = new URL(mediaUrl, 'http://same-origin.invalid');
  url.searchParams.set('download', '1');
  return `${url.pathname}${url.search}`;
}
