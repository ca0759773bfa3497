/**
 * Streams R2 objects. Keys are random and never reused (a replaced picture gets
 * a new key), so responses are immutable for a year; Range serves video
 * seeking, and `?download=1` makes the browser save the file (named by
 * `&name=` or, for the content library, by its caption or uploaded name; see
 * download-name.ts). Preconditions
 * and ranges are decided here from the object's metadata (lib/conditional-get),
 * never by passing raw request headers to R2; who may read what is in
 * media-access.ts.
 */
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { mediaKeyParam, mediaQuery } from '../../contract/media';
import { validate } from '../../lib/validate';
import { CONDITIONAL_HEADERS, conditionalAnswer, type ByteRange } from '../../lib/conditional-get';
import { fail } from '../../lib/fail';
import { attachmentDisposition } from './download-name';
import { authorizeMediaRead } from './media-access';
import { storedDownloadNames } from './stored-download-names';

const NOT_FOUND = 'Media not found.';

export const mediaRoutes = new Hono<AppEnv>().get('/:key{.+}', validate('param', mediaKeyParam), validate('query', mediaQuery), async (c) => {
  const { key } = c.req.valid('param');
  const { download, name, ...link } = c.req.valid('query');
  const cacheHeaders = await authorizeMediaRead(c, key, link);

  // A plain GET (most picture loads) takes one R2 read; a conditional or range
  // request reads the metadata first, so a 304, 412 or 416 never opens the body.
  const request = c.req.raw.headers;
  const plain = !CONDITIONAL_HEADERS.some((h) => request.has(h));
  const object = plain ? await c.env.MEDIA.get(key) : await c.env.MEDIA.head(key);
  if (!object) fail(404, NOT_FOUND);

  const headers = new Headers(cacheHeaders);
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
  headers.set('Last-Modified', object.uploaded.toUTCString());
  headers.set('Accept-Ranges', 'bytes');
  headers.set('Cross-Origin-Resource-Policy', 'same-origin');
  if (download === '1') headers.set('Content-Disposition', attachmentDisposition(key, [name, ...(await storedDownloadNames(c.env, key))]));

  const answer = conditionalAnswer(request, { etag: object.httpEtag, lastModified: object.uploaded, size: object.size });
  switch (answer.status) {
    case 304:
      return new Response(null, { status: 304, headers });
    case 412:
      return fail(412, 'The media has changed since you last read it.');
    case 416:
      return c.json({ success: false as const, message: 'The requested range is past the end of the media.' }, 416, {
        'Content-Range': `bytes */${object.size}`,
      });
    case 206: {
      const { offset, length } = answer.range;
      headers.set('Content-Range', `bytes ${offset}-${offset + length - 1}/${object.size}`);
      headers.set('Content-Length', String(length));
      return new Response(await bodyOf(c.env.MEDIA, key, object, answer.range), { status: 206, headers });
    }
    case 200:
      headers.set('Content-Length', String(object.size));
      return new Response(await bodyOf(c.env.MEDIA, key, object), { status: 200, headers });
  }
});

/** The body already read by a plain GET, or a fresh read of the whole object or of `range`. */
async function bodyOf(bucket: R2Bucket, key: string, object: R2Object | R2ObjectBody, range?: ByteRange): Promise<ReadableStream> {
  if (!range && 'body' in object) return object.body;
  const read = await bucket.get(key, range ? { range } : undefined);
  // Deleted between the two reads.
  if (!read) fail(404, NOT_FOUND);
  return read.body;
}
