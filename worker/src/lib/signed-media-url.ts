/**
 * Signed media links: `?expires=<unix seconds>&sig=<HMAC-SHA256 of key and
 * expiry>` under MEDIA_URL_SECRET lets someone without a session read one
 * staff-only object until the expiry. Only the published feed hands them out.
 */
import { hmacSign, hmacVerify } from '../contract/hmac';
import { mediaUrl } from './media-url';

const DAY_SECONDS = 24 * 60 * 60;

/**
 * The next day boundary plus a day: every link issued on one day carries the
 * same expiry, so the feed's answer stays the same (and cacheable) all day,
 * and each link lives one to two days.
 */
export const feedLinkExpiry = (now = Date.now()) => (Math.floor(now / 1000 / DAY_SECONDS) + 2) * DAY_SECONDS;

// Keys never contain a newline (the media route's key pattern), so the pair is unambiguous.
const signedText = (key: string, expires: number) => `${key}\n${expires}`;

export async function signedMediaUrl(secret: string, key: string, expires: number): Promise<string> {
  return `${mediaUrl(key)}?expires=${expires}&sig=${await hmacSign(secret, signedText(key, expires))}`;
}

/** Whether the link was signed by us for this very key and has not expired. */
export async function mediaLinkHolds(secret: string | undefined, key: string, expires: number, sig: string, now = Date.now()): Promise<boolean> {
  if (!secret || expires * 1000 <= now) return false;
  return hmacVerify(secret, signedText(key, expires), sig);
}
