import { SELF } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { adminCookie, mediaKeys } from '../../test/admin-fixtures';
import { db, freshClient, ORIGIN } from '../../test/helpers';
import { contactMessages, contentItems, series } from '../db/schema';
import { DRAIN_CEILING_BYTES } from '../lib/body-cap';
import { CONTENT_MAX_BYTES, JSON_BODY_LIMIT, PICTURE_MAX_BYTES } from '../contract/limits';

const encoder = new TextEncoder();

/**
 * A body with no Content-Length (sent chunked): `head`, `fillBytes` of filler,
 * then `tail`, or a failed stream when the tail is an Error (the client gave
 * up). `toTheEnd` says whether the Worker read it all: one that answers
 * before has the connection cut under the client still sending.
 */
function streamedBody(head: string, fillBytes: number, tail: string | Error = '') {
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const parts = [encoder.encode(head)];
  let filled = 0;
  const sent = { toTheEnd: false };
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      const next = parts.shift();
      if (next) return controller.enqueue(next);
      if (filled < fillBytes) {
        const size = Math.min(chunk.length, fillBytes - filled);
        filled += size;
        if (filled >= fillBytes && typeof tail === 'string') parts.push(encoder.encode(tail));
        return controller.enqueue(chunk.subarray(0, size));
      }
      if (tail instanceof Error) return controller.error(tail);
      sent.toTheEnd = true;
      controller.close();
    },
  });
  return { body, sent };
}

function post(path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>) {
  return SELF.fetch(`${ORIGIN}/api/v1${path}`, {
    method: 'POST',
    body,
    headers: { origin: ORIGIN, 'cf-connecting-ip': freshClient(), ...headers },
  });
}

async function sendContactMessage(messageBytes: number) {
  const { body, sent } = streamedBody('{"name":"Jo","email":"jo@example.com","message":"', messageBytes, '"}');
  const res = await post('/user/contact-us', body, { 'content-type': 'application/json' });
  return { res, sent };
}

/** A multipart form: the text fields, then a PNG-looking file `fileField` of `fileBytes`. */
async function sendUpload(path: string, fields: Record<string, string>, fileField: string, fileBytes: number, end?: Error) {
  const boundary = 'bubble-tea-boundary';
  const head =
    Object.entries(fields)
      .map(([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`)
      .join('') + `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG\r\n\x1a\n`;
  const { body, sent } = streamedBody(head, fileBytes, end ?? `\r\n--${boundary}--\r\n`);
  const res = await post(path, body, { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie: await adminCookie() });
  return { res, sent };
}

describe('bodies sent without Content-Length', () => {
  it('answers 413 JSON to chunked JSON over 64 KB after reading it to the end, and stores nothing', async () => {
    const before = await db().$count(contactMessages);
    const { res, sent } = await sendContactMessage(16 * JSON_BODY_LIMIT);
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await res.json()).toEqual({ success: false, message: 'The request body is too large.' });
    expect(sent.toTheEnd).toBe(true);
    expect(await db().$count(contactMessages)).toBe(before);
  });

  it('still reads chunked JSON under the limit', async () => {
    const { res } = await sendContactMessage(100);
    expect(res.status).toBe(201);
  });

  it('answers 413 JSON to a chunked picture over 10 MB and stores nothing in R2', async () => {
    const [keys, rows] = [await mediaKeys(), await db().$count(series)];
    const { res, sent } = await sendUpload('/user/menu/series', { name: 'Too big' }, 'image', PICTURE_MAX_BYTES + 1);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: 'The file is larger than 10 MB.' });
    expect(sent.toTheEnd).toBe(true);
    expect(await mediaKeys()).toEqual(keys);
    expect(await db().$count(series)).toBe(rows);
  });

  it('answers 413 JSON to a chunked content file over 50 MB and stores nothing', async () => {
    const [keys, items] = [await mediaKeys(), await db().$count(contentItems)];
    const { res } = await sendUpload('/admin/video', { text: 'Too big' }, 'media', CONTENT_MAX_BYTES + 1);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: 'The file is larger than 50 MB.' });
    expect(await mediaKeys()).toEqual(keys);
    expect(await db().$count(contentItems)).toBe(items);
  });

  it(`stops reading an oversized upload after ${DRAIN_CEILING_BYTES / 2 ** 20} MB and answers 413 JSON`, async () => {
    // Read to its end, this body would fail: only a Worker that stopped reading in time answers 413.
    const { res } = await sendUpload('/user/menu/series', { name: 'Endless' }, 'image', 2 * DRAIN_CEILING_BYTES, new Error('The client gave up.'));
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: 'The file is larger than 10 MB.' });
  });
});
