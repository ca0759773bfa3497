/**
 * Uploaded media in R2. The type comes from the file's bytes, never from its
 * name or the browser's claim (contract/media-type.ts): pictures are
 * jpeg/png/webp/gif/avif, content may also be mp4/webm/quicktime video or a
 * PDF (its header at the start and its end-of-file marker at the end).
 * Anything else (SVG included) is 415.
 * Sizes over the limit are 413, before the body is read when Content-Length
 * already says so, else once the bytes read pass it. Keys are random and
 * never reused, so the media route can cache them forever; replacing or
 * deleting an entity deletes its old object. Pictures get WebP variants at
 * upload (picture-variants.ts), deleted with them.
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { CONTENT_MAX_BYTES, PICTURE_MAX_BYTES } from '../contract/limits';
import { ascii, endsLikePdfText, PDF_TAIL_BYTES, SNIFF_BYTES, sniffMediaType, type SniffedType } from '../contract/media-type';
import { createDb } from '../db/client';
import { pictureVariants } from '../db/schema';
import { readCapped } from './body-cap';
import { fail } from './fail';
import { deletePictures, makeVariants, type MediaEnv } from './picture-variants';

/** Room for multipart boundaries and the small text fields around a file. */
const FORM_OVERHEAD_BYTES = 64 * 1024;

export type MediaKind = 'picture' | 'content';

const maxBytes = (kind: MediaKind) => (kind === 'picture' ? PICTURE_MAX_BYTES : CONTENT_MAX_BYTES);
const limitText = (kind: MediaKind) => (kind === 'picture' ? '10 MB' : '50 MB');

/** Reads a multipart form, refusing early when Content-Length is already over the limit. */
export async function readUploadForm(c: Context, kind: MediaKind): Promise<FormData> {
  const type = c.req.header('content-type') ?? '';
  if (!type.toLowerCase().startsWith('multipart/form-data')) fail(415, 'Send the form as multipart/form-data.');
  const limit = maxBytes(kind) + FORM_OVERHEAD_BYTES;
  const tooLarge = `The file is larger than ${limitText(kind)}.`;
  if (Number(c.req.header('content-length') ?? 0) > limit) fail(413, tooLarge);
  const unreadable = () => fail(400, 'The upload could not be read. Please try again.');
  return readCapped(c.req.raw.body, limit, tooLarge, (body) => new Response(body, { headers: { 'content-type': type } }).formData().catch(unreadable));
}

/** Checks size and real type, then streams the file into R2 under a fresh key; a picture gets its variants. */
export async function storeUpload(env: MediaEnv, file: File, kind: MediaKind): Promise<{ key: string } & SniffedType> {
  if (file.size === 0) fail(400, 'The file is empty.');
  if (file.size > maxBytes(kind)) fail(413, `The file is larger than ${limitText(kind)}.`);
  const sniffed = sniffMediaType(new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer()));
  if (!sniffed || (kind === 'picture' && sniffed.mediaType !== 'image') || (sniffed.mediaType === 'document' && !(await endsLikePdf(file)))) {
    fail(415, kind === 'picture' ? 'Pictures must be JPEG, PNG, WebP, GIF or AVIF.' : 'Files must be an image (JPEG, PNG, WebP, GIF, AVIF), a video (MP4, WebM, MOV) or a PDF.');
  }
  const key = `${kind}/${crypto.randomUUID()}.${sniffed.ext}`;
  await env.MEDIA.put(key, file.stream(), { httpMetadata: { contentType: sniffed.contentType } }).catch(async (err: unknown) => {
    // R2 may have stored the object though its answer was lost: no row will ever point at it.
    await env.MEDIA.delete(key).catch(() => undefined);
    throw err;
  });
  // workers-types declares a Blob's stream as ReadableStream<any>; it yields bytes.
  // eslint-disable-next-line @typescript-eslint/no-unsafe-return
  if (sniffed.mediaType === 'image') await makeVariants(env, key, () => file.stream());
  return { key, ...sniffed };
}

/** A whole PDF, not one cut short or a file that only starts like one. */
async function endsLikePdf(file: File): Promise<boolean> {
  const tail = new Uint8Array(await file.slice(Math.max(0, file.size - PDF_TAIL_BYTES)).arrayBuffer());
  return endsLikePdfText(ascii(tail, 0, tail.length));
}

/**
 * Removes a file stored by this request, with its variants, after the write
 * that was to point at it failed. R2 is listed by the key's prefix (variants
 * are named after their original) rather than asked of the variants' record
 * in D1: the failure may be D1's own, and the record unreadable too. A record
 * left behind names a key no row holds and none is given again, so nothing
 * reads it.
 */
export async function removeUpload(env: MediaEnv, key: string | null | undefined): Promise<void> {
  if (!key) return;
  const stored = await env.MEDIA.list({ prefix: key });
  if (stored.objects.length) await env.MEDIA.delete(stored.objects.map((o) => o.key));
  await createDb(env)
    .delete(pictureVariants)
    .where(eq(pictureVariants.key, key))
    .catch((err: unknown) => console.warn(`Variant record of removed ${key} kept: ${String(err instanceof Error ? err.message : err).split('\n')[0]}`));
}

export async function deleteMedia(env: MediaEnv, ...keys: (string | null | undefined)[]): Promise<void> {
  await deletePictures(
    env,
    keys.filter((k): k is string => !!k),
  );
}
