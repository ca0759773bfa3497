/**
 * Streams R2 objects. Keys are random and never reused (a replaced picture gets
 * a new key), so responses are immutable for a year; Range serves video
 * seeking, and `?download=1` makes the browser save the file.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../app-env';
import { validate } from '../../contract/validate';
import { fail } from '../../lib/fail';

const keyParam = z.object({ key: z.string().min(1).max(200).regex(/^[\w./-]+$/, 'Invalid media key.') });
const downloadQuery = z.object({ download: z.enum(['0', '1']).optional() });

export const mediaRoutes = new Hono<AppEnv>().get('/:key{.+}', validate('param', keyParam), validate('query', downloadQuery), async (c) => {
  const { key } = c.req.valid('param');
  const object = await c.env.MEDIA.get(key, { range: c.req.raw.headers, onlyIf: c.req.raw.headers });
  if (!object) fail(404, 'Media not found.');

  const headers = new Headers();
  object.writeHttpMetadata(headers);
  headers.set('ETag', object.httpEtag);
  headers.set('Cache-Control', 'public, max-age=31536000, immutable');
  headers.set('Accept-Ranges', 'bytes');
  headers.set('Cross-Origin-Resource-Policy', 'same-origin');
  if (c.req.valid('query').download === '1') {
    const name = key.split('/').pop() ?? 'download';
    headers.set('Content-Disposition', `attachment; filename="${name.replace(/"/g, '')}"`);
  }
  if (!('body' in object)) return new Response(null, { status: 304, headers });

  const range = c.req.header('range') ? object.range : undefined;
  if (range && 'offset' in range) {
    const offset = range.offset ?? 0;
    const length = range.length ?? object.size - offset;
    headers.set('Content-Range', `bytes ${offset}-${offset + length - 1}/${object.size}`);
    headers.set('Content-Length', String(length));
    return new Response(object.body, { status: 206, headers });
  }
  headers.set('Content-Length', String(object.size));
  return new Response(object.body, { status: 200, headers });
});
