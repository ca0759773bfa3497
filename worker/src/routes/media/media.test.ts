import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { adminCookie, type Failure, franchiseLogin } from '../../../test/admin-fixtures';
import { badInput, call } from '../../../test/helpers';
import { mediaUrl } from '../../lib/media-url';
import { signedMediaUrl } from '../../lib/signed-media-url';

const SIZE = 1000;
/** Byte i is i % 251, so any slice shows where it came from. */
const bytes = Uint8Array.from({ length: SIZE }, (_, i) => i % 251);

async function storedMedia(kind: 'picture' | 'content' | 'seed') {
  const key = `${kind}/${crypto.randomUUID()}.png`;
  const object = await env.MEDIA.put(key, bytes, { httpMetadata: { contentType: 'image/png' } });
  return { key, path: mediaUrl(key)!.replace('/api/v1', ''), etag: object.httpEtag, uploaded: object.uploaded };
}

const httpDate = (msFromNow: number) => new Date(Date.now() + msFromNow).toUTCString();
const DAY = 24 * 60 * 60 * 1000;
const LONG_AGO = 'Sun, 06 Nov 1994 08:49:37 GMT';

describe('GET /media/:key ranges', () => {
  it.each([
    ['the first 100 bytes', 'bytes=0-99', 0, 99],
    ['an open range', 'bytes=900-', 900, 999],
    ['a suffix', 'bytes=-100', 900, 999],
    ['a last byte past the end', 'bytes=990-5000', 990, 999],
    ['a suffix longer than the file', 'bytes=-5000', 0, 999],
    ['one byte, unit in capitals', 'BYTES=7-7', 7, 7],
  ])('answers 206 for %s (%s)', async (_, range, first, last) => {
    const { path } = await storedMedia('picture');
    const res = await call(path, { headers: { range } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes ${first}-${last}/${SIZE}`);
    expect(res.headers.get('content-length')).toBe(String(last - first + 1));
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes.subarray(first, last + 1));
  });

  it.each([
    ['a reversed range', 'bytes=10-5'],
    ['no numbers', 'bytes=abc'],
    ['an empty range', 'bytes=-'],
    ['several ranges', 'bytes=0-1,5-6'],
    ['an unknown unit', 'items=0-9'],
    ['no unit', '0-9'],
  ])('ignores %s (%s) and answers 200 with the whole file', async (_, range) => {
    const { path } = await storedMedia('picture');
    const res = await call(path, { headers: { range } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-range')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String(SIZE));
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it.each([
    ['a start far past the end', 'bytes=99999999-'],
    ['a start just past the end', `bytes=${SIZE}-`],
    ['an empty suffix', 'bytes=-0'],
  ])('answers 416 with the size for %s (%s)', async (_, range) => {
    const { path } = await storedMedia('picture');
    const res = await call(path, { headers: { range } });
    expect(res.status).toBe(416);
    expect(res.headers.get('content-range')).toBe(`bytes */${SIZE}`);
    expect(await res.json<Failure>()).toEqual({ success: false, message: 'The requested range is past the end of the media.' });
  });
});

describe('GET /media/:key preconditions', () => {
  type Case = [string, number, (m: { etag: string; uploaded: Date }) => Record<string, string>];
  it.each<Case>([
    ['If-None-Match with the current ETag', 304, ({ etag }) => ({ 'if-none-match': etag })],
    ['If-None-Match with the weak current ETag', 304, ({ etag }) => ({ 'if-none-match': `W/${etag}` })],
    ['If-None-Match listing the current ETag second', 304, ({ etag }) => ({ 'if-none-match': `"old", ${etag}` })],
    ['If-None-Match *', 304, () => ({ 'if-none-match': '*' })],
    ['If-None-Match with another ETag', 200, () => ({ 'if-none-match': '"old"' })],
    ['a malformed If-None-Match', 200, () => ({ 'if-none-match': 'nope' })],
    ['a malformed If-None-Match list', 200, ({ etag }) => ({ 'if-none-match': `${etag}, nope` })],
    ['If-Match with the current ETag', 200, ({ etag }) => ({ 'if-match': etag })],
    ['If-Match *', 200, () => ({ 'if-match': '*' })],
    ['If-Match with another ETag', 412, () => ({ 'if-match': '"nope"' })],
    ['If-Match with the weak current ETag (strong comparison)', 412, ({ etag }) => ({ 'if-match': `W/${etag}` })],
    ['a malformed If-Match', 200, () => ({ 'if-match': 'nope' })],
    ['an old If-Unmodified-Since', 412, () => ({ 'if-unmodified-since': LONG_AGO })],
    ['an old If-Unmodified-Since in RFC 850 form', 412, () => ({ 'if-unmodified-since': 'Sunday, 06-Nov-94 08:49:37 GMT' })],
    ['an old If-Unmodified-Since in asctime form', 412, () => ({ 'if-unmodified-since': 'Sun Nov  6 08:49:37 1994' })],
    ['a later If-Unmodified-Since', 200, () => ({ 'if-unmodified-since': httpDate(DAY) })],
    ['a malformed If-Unmodified-Since', 200, () => ({ 'if-unmodified-since': 'yesterday' })],
    ['If-Match that holds, over an old If-Unmodified-Since', 200, ({ etag }) => ({ 'if-match': etag, 'if-unmodified-since': LONG_AGO })],
    ['If-Match that fails, before If-None-Match', 412, ({ etag }) => ({ 'if-match': '"nope"', 'if-none-match': etag })],
    ['a later If-Modified-Since', 304, () => ({ 'if-modified-since': httpDate(DAY) })],
    ['If-Modified-Since at the upload second', 304, ({ uploaded }) => ({ 'if-modified-since': uploaded.toUTCString() })],
    ['an old If-Modified-Since', 200, () => ({ 'if-modified-since': LONG_AGO })],
    ['a malformed If-Modified-Since', 200, () => ({ 'if-modified-since': '1' })],
    ['If-None-Match that fails, over a later If-Modified-Since', 200, () => ({ 'if-none-match': '"old"', 'if-modified-since': httpDate(DAY) })],
    ['a Range with If-None-Match of the current ETag', 304, ({ etag }) => ({ range: 'bytes=0-9', 'if-none-match': etag })],
    ['a Range with If-Range of the current ETag', 206, ({ etag }) => ({ range: 'bytes=0-9', 'if-range': etag })],
    ['a Range with If-Range of the upload date', 206, ({ uploaded }) => ({ range: 'bytes=0-9', 'if-range': uploaded.toUTCString() })],
    ['a Range with If-Range of another ETag', 200, () => ({ range: 'bytes=0-9', 'if-range': '"old"' })],
    ['a Range with If-Range of a weak ETag', 200, ({ etag }) => ({ range: 'bytes=0-9', 'if-range': `W/${etag}` })],
    ['a Range with If-Range of an old date', 200, () => ({ range: 'bytes=0-9', 'if-range': LONG_AGO })],
  ])('%s answers %i', async (_, status, headersFor) => {
    const media = await storedMedia('picture');
    const res = await call(media.path, { headers: headersFor(media) });
    expect(res.status).toBe(status);
    if (status === 412) expect(await res.json<Failure>()).toEqual({ success: false, message: 'The media has changed since you last read it.' });
    if (status === 304) {
      expect(res.headers.get('etag')).toBe(media.etag);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await res.text()).toBe('');
    }
    if (status === 200) expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
    if (status === 206) expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes.subarray(0, 10));
  });
});

describe('GET /media/:key', () => {
  it('serves a public picture to anyone with its type, validators and a year of shared caching', async () => {
    const { path, etag, uploaded } = await storedMedia('picture');
    const res = await call(path);
    expect(res.status).toBe(200);
    expect(Object.fromEntries(['content-type', 'content-length', 'etag', 'last-modified', 'cache-control', 'accept-ranges'].map((h) => [h, res.headers.get(h)]))).toEqual({
      'content-type': 'image/png',
      'content-length': String(SIZE),
      etag,
      'last-modified': uploaded.toUTCString(),
      'cache-control': 'public, max-age=31536000, immutable',
      'accept-ranges': 'bytes',
    });
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it('answers ?download=1 as an attachment named after the key', async () => {
    const { key, path } = await storedMedia('picture');
    const res = await call(`${path}?download=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${key.split('/').pop()}"`);
    await res.arrayBuffer();
  });

  it.each([
    ['a caption', 'Summer promo: mango', 'attachment; filename="Summer promo mango.png"; filename*=UTF-8\'\'Summer%20promo%20mango.png'],
    ['a caption that is already a file name', 'menu board.PNG', 'attachment; filename="menu board.png"; filename*=UTF-8\'\'menu%20board.png'],
    ['path separators and dots', '../../etc/passwd', 'attachment; filename="etc passwd.png"; filename*=UTF-8\'\'etc%20passwd.png'],
    ['letters outside ASCII', 'Thé glacé 🧋', 'attachment; filename="Th_ glac_ _.png"; filename*=UTF-8\'\'Th%C3%A9%20glac%C3%A9%20%F0%9F%A7%8B.png'],
  ])('names a ?download=1 after %s given as &name, with the file’s real extension', async (_, name, disposition) => {
    const { path } = await storedMedia('picture');
    const res = await call(`${path}?download=1&name=${encodeURIComponent(name)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(disposition);
    await res.arrayBuffer();
  });

  it('falls back to the key when &name has nothing usable, and never names a plain read', async () => {
    const { key, path } = await storedMedia('picture');
    const blank = await call(`${path}?download=1&name=${encodeURIComponent(' ?* ')}`);
    expect(blank.headers.get('content-disposition')).toBe(`attachment; filename="${key.split('/').pop()}"`);
    await blank.arrayBuffer();
    const plain = await call(`${path}?name=Summer`);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-disposition')).toBeNull();
    await plain.arrayBuffer();
  });

  it('answers 404 for a missing object, also to a range request', async () => {
    for (const headers of [{}, { range: 'bytes=0-9' }] as Record<string, string>[]) {
      const res = await call('/media/picture/missing.png', { headers });
      expect(res.status).toBe(404);
      expect(await res.json<Failure>()).toEqual({ success: false, message: 'Media not found.' });
    }
  });

  it.each([
    ['a malformed expiry', '?expires=soon&sig=' + 'a'.repeat(43), 'expires: Invalid link expiry.'],
    ['a malformed signature', '?expires=1&sig=short', 'sig: Invalid link signature.'],
    ['a signature without expiry', '?sig=' + 'a'.repeat(43), 'A signed media link needs both expires and sig.'],
    ['an unknown download value', '?download=yes', 'download: Invalid option: expected one of "0"|"1"'],
    ['a download name longer than a caption', `?download=1&name=${'a'.repeat(501)}`, 'name: Download name must be at most 500 characters.'],
  ])('answers 400 to %s', async (_, query, message) => {
    const { path } = await storedMedia('picture');
    const res = await call(path + query);
    expect(res.status).toBe(400);
    expect(await res.json<Failure>()).toEqual(badInput(message));
  });
});

describe('GET /media/:key of the content library', () => {
  const STAFF_CACHING = 'private, max-age=31536000, immutable';

  it('answers 401 without a session, whether or not the object exists, and whatever the headers', async () => {
    const { path } = await storedMedia('content');
    for (const [target, headers] of [
      [path, {}],
      [path, { range: 'bytes=0-9' }],
      [path, { 'if-none-match': '*' }],
      ['/media/content/missing.png', {}],
    ] as const) {
      const res = await call(target, { headers });
      expect(res.status, `${target} ${JSON.stringify(headers)}`).toBe(401);
      expect(await res.json<Failure>()).toEqual({ success: false, message: 'Please log in to continue.' });
    }
  });

  it('serves admins and franchise owners, cached only by their own browser for their session', async () => {
    const { path } = await storedMedia('content');
    for (const cookie of [await adminCookie(), (await franchiseLogin()).cookie]) {
      const res = await call(path, { cookie });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(STAFF_CACHING);
      expect(res.headers.get('vary')).toBe('Cookie');
      expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
      const part = await call(path, { cookie, headers: { range: 'bytes=-10' } });
      expect(part.status).toBe(206);
      expect(new Uint8Array(await part.arrayBuffer())).toEqual(bytes.subarray(SIZE - 10));
    }
  });

  it('names a franchise owner’s download after its caption, and still answers 401 to a named download without a session', async () => {
    const { path } = await storedMedia('content');
    const named = `${path}?download=1&name=${encodeURIComponent('Grand opening poster')}`;
    const res = await call(named, { cookie: (await franchiseLogin()).cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="Grand opening poster.png"; filename*=UTF-8''Grand%20opening%20poster.png`);
    await res.arrayBuffer();
    const anonymous = await call(named);
    expect(anonymous.status).toBe(401);
    expect(anonymous.headers.get('content-disposition')).toBeNull();
    await anonymous.arrayBuffer();
  });

  it('stops serving a session that logged out', async () => {
    const { path } = await storedMedia('content');
    const cookie = await adminCookie();
    expect((await call(path, { cookie })).status).toBe(200);
    await call('/user/logout', { cookie });
    expect((await call(path, { cookie })).status).toBe(401);
  });

  it('keeps seed pictures public: they live outside the content prefix', async () => {
    const { path } = await storedMedia('seed');
    const res = await call(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    await res.arrayBuffer();
  });
});

describe('GET /media/:key with a signed link', () => {
  const signed = (key: string, expires: number, secret = env.MEDIA_URL_SECRET) => signedMediaUrl(secret, key, expires).then((u) => u.replace('/api/v1', ''));
  const tomorrow = () => Math.floor((Date.now() + DAY) / 1000);

  it('reads that content object without a session, cached privately', async () => {
    const { key } = await storedMedia('content');
    const res = await call(await signed(key, tomorrow()));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(bytes);
  });

  it.each<[string, (key: string, other: string) => Promise<string>]>([
    ['an expired link', (key) => signed(key, Math.floor(Date.now() / 1000) - 1)],
    ['a changed signature', async (key) => (await signed(key, tomorrow())).replace(/sig=(.)/, (_, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`)],
    ['a later expiry than signed', async (key) => (await signed(key, tomorrow())).replace(/expires=(\d+)/, (_, e: string) => `expires=${Number(e) + DAY}`)],
    ['the signature of another object', async (key, other) => (await signed(other, tomorrow())).replace(encodeURIComponent(other), encodeURIComponent(key))],
    ['a link signed with another secret', (key) => signed(key, tomorrow(), 'not-the-media-url-secret')],
  ])('refuses %s with 403', async (_, linkFor) => {
    const { key } = await storedMedia('content');
    const other = await storedMedia('content');
    const res = await call(await linkFor(key, other.key));
    expect(res.status).toBe(403);
    expect(await res.json<Failure>()).toEqual({ success: false, message: 'This media link has expired or is not valid.' });
  });
});
