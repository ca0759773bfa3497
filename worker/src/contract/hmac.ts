/**
 * HMAC-SHA256 with WebCrypto and base64url text, shared by everything that
 * signs short-lived credentials (chat tickets, signed media links). Runtime
 * agnostic: the Worker and the chat party both use it.
 */
import { fromBase64Url, toBase64Url } from './encoding';

const encoder = new TextEncoder();

const hmacKey = (secret: string) => crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);

/** The base64url HMAC of `message`. */
export async function hmacSign(secret: string, message: string): Promise<string> {
  return toBase64Url(new Uint8Array(await crypto.subtle.sign('HMAC', await hmacKey(secret), encoder.encode(message))));
}

/** Whether `signature` (base64url) is the HMAC of `message`; subtle.verify compares in constant time. */
export async function hmacVerify(secret: string, message: string, signature: string): Promise<boolean> {
  try {
    return await crypto.subtle.verify('HMAC', await hmacKey(secret), fromBase64Url(signature), encoder.encode(message));
  } catch {
    // Not base64url at all: no genuine signature looks like that.
    return false;
  }
}
