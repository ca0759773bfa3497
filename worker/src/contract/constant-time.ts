/**
 * Comparisons whose time does not depend on where two secrets first differ,
 * so answer times leak nothing about a secret. Runtime agnostic (WebCrypto):
 * the Worker and the chat party both use them.
 */

/** Constant-time XOR compare of equal-length bytes; no early exit on the first differing byte. */
export function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a[i] ^ b[i];
  return diff === 0;
}

const digest = async (text: string) => new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));

/** Whether `given` is `expected`, compared as SHA-256 digests: neither their bytes nor their lengths show in the time taken. */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  return sameBytes(a, b);
}
