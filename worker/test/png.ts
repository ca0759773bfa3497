/**
 * Pictures for every test project (worker, web, e2e), on the seed's encoder so
 * the repo has one PNG writer.
 */
import { encodePng, PNG_SIGNATURE } from '../../scripts/seed/png';

/** A file whose bytes sniff as PNG (the signature, padded to `size` bytes), for upload checks that never decode it. */
export function pngFile(name = 'picture.png', size = 64): File {
  const bytes = new Uint8Array(Math.max(size, PNG_SIGNATURE.length));
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], name, { type: 'image/png' });
}

/** A real, decodable PNG of one flat colour, `size` pixels wide and `height` high (square by default). */
export function flatPng([r, g, b]: [number, number, number], size = 8, height = size): Promise<Uint8Array> {
  const pixels = new Uint8Array(size * height * 3);
  for (let i = 0; i < pixels.length; i += 3) pixels.set([r, g, b], i);
  return encodePng({ width: size, height, channels: 3, pixels });
}
