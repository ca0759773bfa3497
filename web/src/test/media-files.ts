/** Files that start the way real ones do: the dashboard checks a chosen file's first bytes, as the server does. */
const starts = {
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52],
  jpeg: [0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46],
  mp4: [0, 0, 0, 0x20, ...'ftypisom'].map((b) => (typeof b === 'string' ? b.charCodeAt(0) : b)),
  webm: [0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81],
  mov: [0, 0, 0, 0x14, ...'ftypqt  '].map((b) => (typeof b === 'string' ? b.charCodeAt(0) : b)),
  svg: [...'<svg xmlns="http://www.w3.org/2000/svg"/>'].map((c) => c.charCodeAt(0)),
  pdf: [...'%PDF-1.7\n'].map((c) => c.charCodeAt(0)),
} as const;

/** A file of `kind` named `name`, claiming `type` (what a browser guesses from the name), padded to `size` bytes. */
export function mediaFile(kind: keyof typeof starts, name: string, type: string, size = 64): File {
  const bytes = new Uint8Array(Math.max(size, starts[kind].length));
  bytes.set(starts[kind]);
  return new File([bytes], name, { type });
}
