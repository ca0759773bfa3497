/**
 * Where the download icon points: `?download=1` makes the Worker answer as an
 * attachment, and `name` has it named after the caption instead of the
 * picture's random key (the Worker cleans the name and adds the extension).
 */
export function downloadHref(mediaUrl: string, caption: string): string {
  const url = new URL(mediaUrl, 'http://same-origin.invalid');
  url.searchParams.set('download', '1');
  url.searchParams.set('name', caption.trim());
  return `${url.pathname}${url.search}`;
}
