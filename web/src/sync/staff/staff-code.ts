/**
 * The dashboard's code on this device (DESIGN §8): the service worker never
 * precaches staff chunks (visitors would download them), so after login the
 * app puts them in the `staff-chunks` runtime cache itself, from the list the
 * build writes (`/staff-assets.json`, web/staff-assets-plugin.ts). The
 * service worker answers those files from that cache (pwa.config.ts), so a
 * reload with no network still opens every screen. Logout deletes the cache.
 */
export const STAFF_CODE_CACHE = 'staff-chunks';
const STAFF_ASSETS_LIST = '/staff-assets.json';

/** Stores the files of this build the cache lacks and drops those of older builds; false when the browser has no Cache Storage or the list is missing (development). */
export async function keepStaffCode(): Promise<boolean> {
  if (typeof caches === 'undefined') return false;
  const res = await fetch(STAFF_ASSETS_LIST, { cache: 'no-cache' });
  if (!res.ok) return false;
  const { files } = (await res.json()) as { files: string[] };
  const wanted = new Set(files.map((file) => new URL(`/${file}`, location.origin).href));
  const cache = await caches.open(STAFF_CODE_CACHE);
  const have = new Set((await cache.keys()).map((request) => request.url));
  await Promise.all([...[...wanted].filter((url) => !have.has(url)).map((url) => cache.add(url)), ...[...have].filter((url) => !wanted.has(url)).map((url) => cache.delete(url))]);
  return true;
}

export async function forgetStaffCode(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(STAFF_CODE_CACHE).catch(() => false);
}
