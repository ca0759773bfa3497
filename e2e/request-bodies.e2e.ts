/**
 * Oversized bodies sent without Content-Length, against the real `wrangler
 * dev`: its proxy turned a Worker that answered before reading the whole body
 * into a plain-text 503 most of the time, so each try must be a 413 JSON.
 */
import { expect, inject, it } from 'vitest';

const baseURL = inject('baseURL');

/** `head`, then `fillBytes` of filler, then `tail`, sent chunked. */
function streamedBody(head: string, fillBytes: number, tail: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  let filled = 0;
  let ended = false;
  return new ReadableStream({
    start(controller) {
      controller.enqueue(encoder.encode(head));
    },
    pull(controller) {
      if (filled < fillBytes) {
        const size = Math.min(chunk.length, fillBytes - filled);
        filled += size;
        controller.enqueue(chunk.subarray(0, size));
      } else if (!ended) {
        ended = true;
        controller.enqueue(encoder.encode(tail));
      } else {
        controller.close();
      }
    },
  });
}

async function postStreamed(path: string, body: ReadableStream<Uint8Array>, headers: Record<string, string>) {
  const init: RequestInit & { duplex: 'half' } = { method: 'POST', body, headers: { origin: baseURL, ...headers }, duplex: 'half' };
  const res = await fetch(`${baseURL}/api/v1${path}`, init);
  return { status: res.status, type: res.headers.get('content-type'), body: await res.text() };
}

async function adminCookie(): Promise<string> {
  const res = await fetch(`${baseURL}/api/v1/user/login`, {
    method: 'POST',
    headers: { origin: baseURL, 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@example.com', password: 'admin1234' }),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .find((c) => c.startsWith('token='))!
    .split(';')[0];
}

const tooLarge = (message: string) => ({ status: 413, type: 'application/json', body: JSON.stringify({ success: false, message }) });

it('answers every chunked JSON body over 64 KB with 413 JSON, never the runtime 503', async () => {
  for (let i = 0; i < 20; i++) {
    const body = streamedBody('{"name":"Jo","message":"', 256 * 1024, '"}');
    await expect(postStreamed('/user/contact-us', body, { 'content-type': 'application/json' })).resolves.toEqual(tooLarge('The request body is too large.'));
  }
});

it('answers a chunked picture upload over 10 MB with 413 JSON', async () => {
  const cookie = await adminCookie();
  const boundary = 'bubble-tea-boundary';
  const head =
    `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nToo big\r\n` +
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
  for (let i = 0; i < 3; i++) {
    const body = streamedBody(head, 11 * 1024 * 1024, `\r\n--${boundary}--\r\n`);
    const res = await postStreamed('/user/menu/series', body, { 'content-type': `multipart/form-data; boundary=${boundary}`, cookie });
    expect(res).toEqual(tooLarge('The file is larger than 10 MB.'));
  }
});
