import { describe, expect, it } from 'vitest';
import { crc32, encodePng, PNG_SIGNATURE, type RasterImage } from '../../scripts/seed/png';

interface Chunk {
  type: string;
  data: Uint8Array;
  crc: number;
}

function chunksOf(png: Uint8Array): Chunk[] {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const chunks: Chunk[] = [];
  for (let at = 8; at < png.length;) {
    const length = view.getUint32(at);
    const type = new TextDecoder().decode(png.subarray(at + 4, at + 8));
    chunks.push({ type, data: png.subarray(at + 8, at + 8 + length), crc: view.getUint32(at + 8 + length) });
    at += 12 + length;
  }
  return chunks;
}

async function inflate(bytes: Uint8Array): Promise<Uint8Array> {
  const stream = new Blob([bytes.slice()]).stream().pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** 3x2 RGB: red, green, blue / white, black, grey. */
const tiny: RasterImage = {
  width: 3,
  height: 2,
  channels: 3,
  pixels: Uint8Array.of(255, 0, 0, 0, 255, 0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 128, 128, 128),
};

describe('crc32', () => {
  it('matches the published check values', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
    // Every PNG ends with this exact IEND chunk CRC.
    expect(crc32(new TextEncoder().encode('IEND'))).toBe(0xae426082);
    expect(crc32(new TextEncoder().encode('1234'), new TextEncoder().encode('56789'))).toBe(0xcbf43926);
  });
});

describe('encodePng', () => {
  it('writes the signature, then IHDR with size and colour type, IDAT and IEND', async () => {
    const png = await encodePng(tiny);
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    const chunks = chunksOf(png);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    const ihdr = new DataView(chunks[0].data.buffer, chunks[0].data.byteOffset, 13);
    expect([ihdr.getUint32(0), ihdr.getUint32(4)]).toEqual([3, 2]);
    expect([...chunks[0].data.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
    expect(chunks[2].data.length).toBe(0);
  });

  it('gives every chunk the CRC of its type and data', async () => {
    for (const chunk of chunksOf(await encodePng(tiny))) {
      expect(chunk.crc, chunk.type).toBe(crc32(new TextEncoder().encode(chunk.type), chunk.data));
    }
  });

  it('stores each row behind a None filter byte, zlib-compressed', async () => {
    const idat = chunksOf(await encodePng(tiny)).find((c) => c.type === 'IDAT')!;
    expect(idat.data[0] & 0x0f).toBe(8); // zlib header: deflate method
    const rows = await inflate(idat.data);
    expect([...rows]).toEqual([0, ...tiny.pixels.subarray(0, 9), 0, ...tiny.pixels.subarray(9)]);
  });

  it('marks RGBA pictures with colour type 6', async () => {
    const png = await encodePng({ width: 1, height: 1, channels: 4, pixels: Uint8Array.of(1, 2, 3, 4) });
    expect(chunksOf(png)[0].data[9]).toBe(6);
  });

  it('refuses pixel data that does not fit the size', async () => {
    await expect(encodePng({ ...tiny, width: 4 })).rejects.toThrow(/pixel bytes/);
  });
});
