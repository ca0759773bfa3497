import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { PictureSet } from '../../lib/contract';
import { pictureSrcset } from '../../lib/entry-contract';

export interface PictureSlot {
  src: string | null;
  /** The picture's smaller variants and its size, when the API has them; else the original alone. */
  imageSet?: PictureSet;
  /**
   * How wide the slot is drawn at each window width (the `sizes` attribute),
   * so the browser fetches the narrowest variant that stays sharp.
   */
  sizes?: string;
  /** Empty when the name beside the picture already says what it shows. */
  alt: string;
  className?: string;
  /** The first pictures on screen load at once; the rest when scrolled to. */
  eager?: boolean;
  /** The page's largest picture on first paint: fetched at once and before other pictures. */
  priority?: boolean;
}

interface PictureProps extends PictureSlot {
  /** The box's class ('menu-picture'); its `--none` variant styles the stand-in. */
  frame: string;
  /** The slot's usual size, for the aspect ratio while the picture's own is not known. */
  width: number;
  height: number;
  /** Drawn while there is no picture; decorative, the alt text speaks for it. */
  drawing?: ReactNode;
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/**
 * An uploaded picture, or a stand-in of the same box while there is none or
 * it cannot load (offline, a picture of a page never opened is in no cache):
 * never the browser's broken-image icon.
 */
export function Picture({ src, imageSet, sizes, alt, className, eager = false, priority = false, frame, width, height, drawing }: PictureProps) {
  // Remembered per address, so a new picture gets its own try.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const img = useRef<HTMLImageElement>(null);
  // In a page the server rendered, a picture may fail before the app listens for it.
  useEffect(() => {
    const shown = img.current;
    // decode() rejects only for a picture that cannot be shown (a broken one is also `complete`, with no width).
    if (shown?.complete && shown.naturalWidth === 0) shown.decode().catch(() => setFailedSrc(src));
  }, [src]);
  if (!src || src === failedSrc) {
    return (
      <span className={classes(frame, `${frame}--none`, className)} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        {drawing}
      </span>
    );
  }
  const srcSet = pictureSrcset(src, imageSet);
  return (
    <img
      ref={img}
      className={classes(frame, className)}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      src={src}
      alt={alt}
      width={imageSet?.width ?? width}
      height={imageSet?.height ?? height}
      loading={eager || priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
