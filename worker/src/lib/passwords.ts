/**
 * PBKDF2-SHA256 password hashes stored as `pbkdf2-sha256$<iterations>$<salt>$<hash>`
 * (salt and hash base64url). The iteration count travels with the hash so it
 * can be raised later; 100,000 is the most Workers allow, and local workerd
 * does not enforce that, so we refuse more ourselves.
 */
import { sameBytes } from '../contract/constant-time';
import { fromBase64Url, toBase64Url } from '../contract/encoding';

const ALGORITHM = 'pbkdf2-sha256';
const PASSWORD_ITERATIONS = 100_000;
const MAX_ITERATIONS = 100_000;
const KEY_BYTES = 32;

async function derive(password: string, salt: Uint8Array, iterations: number): Promise<Uint8Array> {
  if (!Number.isInteger(iterations) || iterations < 1 || iterations > MAX_ITERATIONS) {
    throw new Error(`PBKDF2 iterations must be 1..${MAX_ITERATIONS}`);
  }
  const key = await crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await crypto.subtle.deriveBits({ name: 'PBKDF2', hash: 'SHA-256', salt, iterations }, key, KEY_BYTES * 8);
  return new Uint8Array(bits);
}

export async function hashPassword(password: string, iterations = PASSWORD_ITERATIONS): Promise<string> {
  const salt = crypto.getRandomValues(new Uint8Array(16));
  const hash = await derive(password, salt, iterations);
  return `${ALGORITHM}$${iterations}$${toBase64Url(salt)}$${toBase64Url(hash)}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [algorithm, iterations, salt, hash] = stored.split('$');
  if (algorithm !== ALGORITHM || !iterations || !salt || !hash) return false;
  const actual = await derive(password, fromBase64Url(salt), Number(iterations));
  return sameBytes(actual, fromBase64Url(hash));
}

/** A hash of a random password, verified against when the email is unknown so both paths take as long. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(crypto.randomUUID());
  return decoy;
}
