/**
 * How a page picks a picture's size, free of zod so the web's first download
 * can carry it: the original's width and height (its box is reserved before it
 * loads) and the widths of its WebP variants. Each variant is served beside the
 * original's URL under `<image>.<width>w.webp`, so the answer names widths and
 * the page spells the URLs: a menu's `srcset`s repeated every picture's address
 * once per variant, most of the bytes of a picture on the wire.
 */
export interface PictureSet {
  width: number;
  height: number;
  widths: number[];
}

/** What a variant's key and URL add to the original's: `.320w.webp`. */
export const variantSuffix = (width: number) => `.${width}w.webp`;

/**
 * The `srcset` of a picture's variants, or undefined without any. A row cached
 * by an older version of the app has no `widths` (it had the `srcset` itself):
 * it shows the original until the next refresh.
 */
export const pictureSrcset = (image: string, set: PictureSet | undefined): string | undefined =>
  set?.widths?.length ? set.widths.map((w) => `${image}${variantSuffix(w)} ${w}w`).join(', ') : undefined;
