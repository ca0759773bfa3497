/**
 * Bytes as text, one way everywhere: base64url without padding for tokens,
 * signatures and password hashes (what is stored and sent today, so old
 * hashes and live tickets stay valid), hex for digests. Runtime agnostic:
 * the Worker and the chat party both bundle it.
 */
import { decodeBase64Url, encodeBase64Url } from 'hono/utils/encode';

export const toBase64Url = (bytes: Uint8Array) => encodeBase64Url(bytes.slice().buffer).replace(/=+$/, '');
/** Throws on text that is not base64url. */
export const fromBase64Url: (text: string) => Uint8Array = decodeBase64Url;

export const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

export async function sha256Hex(value: string): Promise<string> {
  return toHex(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value))));
}
