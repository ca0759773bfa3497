/**
 * The `Content-Disposition` of a download: named after what the file is (the
 * link's `&name`, a content item's caption or the name it was uploaded with),
 * otherwise after its key. The key's
 * extension is the sniffed type's (lib/media.ts), so it is always the right one.
 */

// Characters no file system or browser accepts in a name, and controls (matching them is the point).
// eslint-disable-next-line no-control-regex
const UNSAFE = /[\u0000-\u001f\u007f"*/:<>?\\|]+/g;
const LONGEST = 100;

function safeBaseName(name: string, ext: string): string {
  const cleaned = name.normalize('NFC').replace(UNSAFE, ' ').replace(/\s+/g, ' ').trim();
  // A caption that is already a file name ('menu.jpg') keeps one extension; dots cannot start or end it.
  const bare = cleaned.toLowerCase().endsWith(`.${ext}`) ? cleaned.slice(0, -ext.length - 1) : cleaned;
  return Array.from(bare)
    .slice(0, LONGEST)
    .join('')
    .replace(/^[.\s]+|[.\s]+$/g, '');
}

// RFC 8187: percent-encode everything outside attr-char.
const encodeExtValue = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** A file name without its own extension, so the sniffed type's takes its place ('poster.jpeg' of a PNG is 'poster.png'). */
export const withoutExtension = (fileName: string) => fileName.replace(/\.[a-z0-9]{1,5}$/i, '');

/** Named after the first of `names` that is still a name once cleaned, else after the key. */
export function attachmentDisposition(key: string, names: readonly (string | null | undefined)[]): string {
  const keyName = key.split('/').pop() ?? 'download';
  const ext = keyName.includes('.') ? keyName.split('.').pop()! : '';
  const base = names.map((name) => (name ? safeBaseName(name, ext) : '')).find(Boolean);
  if (!base) return `attachment; filename="${keyName.replace(/"/g, '')}"`;
  const fileName = ext ? `${base}.${ext}` : base;
  // Old clients read `filename` (ASCII only); the rest prefer `filename*` in UTF-8.
  const ascii = fileName.replace(/[^\x20-\x7e]/gu, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
