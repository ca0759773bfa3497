/**
 * Smaller copies of uploaded pictures, so a phone downloads about the pixels
 * a slot shows instead of the original: WebP at a few widths, made once (at
 * upload, or by the backfill for pictures stored before) with the Images
 * binding, kept in R2 beside the original under `<key>.<width>w.webp` and
 * deleted with it. A picture the binding cannot read keeps the original alone.
 * WebP only: AVIF was 42% smaller at 320 px on the demo pictures but 17 times
 * slower to encode under local sharp (0.6 s a picture), which the seed and
 * tests pay for every picture, and WebP alone meets the /menu budget.
 */
import { inArray } from 'drizzle-orm';
import { variantSuffix, type PictureSet } from '../contract/picture-set';
import { createDb } from '../db/client';
import { pictureVariants } from '../db/schema';

export type MediaEnv = Pick<Env, 'MEDIA' | 'IMAGES' | 'DB'>;
type VariantRow = typeof pictureVariants.$inferSelect;

/**
 * Phone grid cards (about 180 CSS px at 1.75–2x), desktop cards and the
 * drink dialog (up to ~480 px), wide store pictures on large screens.
 */
const VARIANT_WIDTHS = [320, 640, 960];
const VARIANT_TYPE = 'image/webp';

export const variantKey = (key: string, width: number) => `${key}${variantSuffix(width)}`;

/** The slot widths narrower than the original, and the original's own width (capped), never upscaled. */
export function variantWidths(width: number): number[] {
  const narrower = VARIANT_WIDTHS.filter((w) => w < width);
  const widest = Math.min(width, VARIANT_WIDTHS.at(-1)!);
  return narrower.includes(widest) ? narrower : [...narrower, widest];
}

/**
 * Makes and records the variants of the picture stored under `key`;
 * `original` opens its bytes afresh for each pass. Answers whether it did.
 */
export async function makeVariants(env: MediaEnv, key: string, original: () => ReadableStream<Uint8Array>): Promise<boolean> {
  const made: string[] = [];
  try {
    const info = await env.IMAGES.info(original());
    if (!('width' in info)) return false;
    const widths = variantWidths(info.width);
    for (const width of widths) {
      const out = await env.IMAGES.input(original()).transform({ width }).output({ format: VARIANT_TYPE });
      // Counted before the put: a put whose answer was lost may still have stored it.
      made.push(variantKey(key, width));
      await env.MEDIA.put(variantKey(key, width), await out.response().arrayBuffer(), { httpMetadata: { contentType: VARIANT_TYPE } });
    }
    await createDb(env).insert(pictureVariants).values({ key, width: info.width, height: info.height, widths }).onConflictDoNothing();
    return true;
  } catch (err) {
    // Bytes that only look like a picture (the type check reads the first few) are still served as uploaded.
    console.warn(`No variants for ${key}: ${String(err instanceof Error ? err.message : err).split('\n')[0]}`);
    if (made.length) await env.MEDIA.delete(made);
    return false;
  }
}

/**
 * Deletes pictures (any stored objects) with their variants, then the records
 * of them, so a failed R2 call leaves the record to find them again. A
 * hundred originals a call: D1 binds at most 100 parameters and R2 deletes
 * 1,000 keys (an original has up to three variants).
 */
export async function deletePictures(env: MediaEnv, keys: string[]): Promise<void> {
  const db = createDb(env);
  for (let i = 0; i < keys.length; i += 100) {
    const chunk = keys.slice(i, i + 100);
    const recorded = await db.select().from(pictureVariants).where(inArray(pictureVariants.key, chunk));
    await env.MEDIA.delete([...chunk, ...recorded.flatMap((r) => r.widths.map((w) => variantKey(r.key, w)))]);
    if (recorded.length)
      await db.delete(pictureVariants).where(
        inArray(
          pictureVariants.key,
          recorded.map((r) => r.key),
        ),
      );
  }
}

/** A variant's URL is its original's with `variantSuffix` (`encodeURIComponent` leaves the suffix as it is). */
export const toPictureSet = (row: VariantRow | null | undefined): PictureSet | undefined => (row ? { width: row.width, height: row.height, widths: row.widths } : undefined);
