import { describe, expect, it } from 'vitest';
import { fromBase64Url, sha256Hex, toBase64Url, toHex } from './encoding';

describe('encoding', () => {
  it('writes base64url without padding, as stored hashes and live tickets have it', () => {
    const bytes = Uint8Array.from([251, 255, 191, 0, 1]);
    expect(toBase64Url(bytes)).toBe('-_-_AAE');
    expect([...fromBase64Url('-_-_AAE')]).toEqual([...bytes]);
  });

  it('encodes only the bytes a view shows, not its whole buffer', () => {
    const view = Uint8Array.from([1, 2, 3, 4]).subarray(1, 3);
    expect(toBase64Url(view)).toBe('AgM');
    expect(toHex(view)).toBe('0203');
  });

  it('hashes to lower-case hex', async () => {
    expect(await sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });
});
