/**
 * A minimal PNG encoder with no dependencies, so the same code runs in Node
 * (seed CLI) and in workerd (tests). 8-bit RGB or RGBA, no interlace, filter
 * type 0 on every row: the seed pictures are flat colours, which deflate
 * compresses well without per-row filtering.
 */

export interface RasterImage {
  width: number;
  height: number;
  /** 3 = RGB, 4 = RGBA; `pixels` holds width * height * channels bytes, row by row. */
  channels: 3 | 4;
  pixels: Uint8Array;
}

export const PNG_SIGNATURE = Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);

const CRC_TABLE = (() => {
  const table = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    table[n] = c >>> 0;
  }
  return table;
})();

/** CRC-32 (ISO 3309, as PNG requires) of the given byte ranges, in order. */
export function crc32(...parts: Uint8Array[]): number {
  let c = 0xffffffff;
  for (const bytes of parts) {
    for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8);
  }
  return (c ^ 0xffffffff) >>> 0;
}

/** length, type, data, CRC of type + data. */
function chunk(type: string, data: Uint8Array): Uint8Array {
  const out = new Uint8Array(12 + data.length);
  const view = new DataView(out.buffer);
  const typeBytes = new TextEncoder().encode(type);
  view.setUint32(0, data.length);
  out.set(typeBytes, 4);
  out.set(data, 8);
  view.setUint32(8 + data.length, crc32(typeBytes, data));
  return out;
}

/** zlib-wrapped deflate, which is what `CompressionStream('deflate')` produces and IDAT expects. */
async function zlibDeflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

export async function encodePng({ width, height, channels, pixels }: RasterImage): Promise<Uint8Array> {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new Error(`PNG size must be positive integers, got ${width}x${height}`);
  }
  const stride = width * channels;
  if (pixels.length !== stride * height) {
    throw new Error(`expected ${stride * height} pixel bytes, got ${pixels.length}`);
  }

  const header = new Uint8Array(13);
  const hv = new DataView(header.buffer);
  hv.setUint32(0, width);
  hv.setUint32(4, height);
  header[8] = 8; // bits per channel
  header[9] = channels === 4 ? 6 : 2; // colour type: truecolour with / without alpha
  // compression, filter method and interlace stay 0

  const scanlines = new Uint8Array((stride + 1) * height);
  for (let y = 0; y < height; y++) {
    // scanlines[y * (stride + 1)] is the row's filter byte: 0 = None
    scanlines.set(pixels.subarray(y * stride, (y + 1) * stride), y * (stride + 1) + 1);
  }

  const parts = [PNG_SIGNATURE, chunk('IHDR', header), chunk('IDAT', await zlibDeflate(scanlines)), chunk('IEND', new Uint8Array(0))];
  const png = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const p of parts) {
    png.set(p, offset);
    offset += p.length;
  }
  return png;
}
