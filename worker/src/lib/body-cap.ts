/**
 * Size caps that hold for bodies sent without Content-Length (chunked), whose
 * size is only known once they end: bytes are counted as they are read.
 *
 * Past the cap, the rest of the body is read and thrown away before the 413
 * goes out. A Worker that answers while the client is still sending gets its
 * connection cut, and the client sees a reset (under `wrangler dev`, the
 * proxy's plain-text 503 "Your worker restarted mid-request") instead of the
 * 413; cancelling the body cuts it the same way. The drain stops at
 * DRAIN_CEILING_BYTES so an endless body cannot hold the Worker: Cloudflare's
 * edge refuses larger bodies on most plans anyway.
 */
import { fail } from './fail';

export const DRAIN_CEILING_BYTES = 100 * 1024 * 1024;

async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, readSoFar: number): Promise<void> {
  for (let size = readSoFar; size <= DRAIN_CEILING_BYTES;) {
    const { done, value } = await reader.read();
    if (done) return;
    size += value.byteLength;
  }
  await reader.cancel();
}

/**
 * Hands `read` the body as a stream that errors once more than `maxBytes`
 * have passed, and turns that into a 413 with `tooLarge`. Any other failure
 * of `read` is the caller's to handle.
 */
export async function readCapped<T>(
  body: ReadableStream<Uint8Array> | null,
  maxBytes: number,
  tooLarge: string,
  read: (capped: ReadableStream<Uint8Array> | null) => Promise<T>,
): Promise<T> {
  if (!body) return read(null);
  const reader = body.getReader();
  let size = 0;
  let overLimit = false;
  const capped = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      size += value.byteLength;
      if (size <= maxBytes) return controller.enqueue(value);
      overLimit = true;
      await drain(reader, size);
      controller.error(new Error(tooLarge));
    },
    cancel: (reason) => reader.cancel(reason),
  });
  try {
    return await read(capped);
  } catch (err) {
    if (overLimit) fail(413, tooLarge);
    throw err;
  }
}
