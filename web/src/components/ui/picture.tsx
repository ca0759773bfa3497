import { useEffect, useRef, useState, type ReactNode } from 'react';

export interface PictureSlot {
  src: string | null;
  /** Empty when the name beside the picture already says what it shows. */
  alt: string;
  className?: string;
  /** The first pictures on screen load at once; the rest when scrolled to. */
  eager?: boolean;
}

interface PictureProps extends PictureSlot {
  /** The box's class ('menu-picture'); its `--none` variant styles the stand-in. */
  frame: string;
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
export function Picture({ src, alt, className, eager = false, frame, width, height, drawing }: PictureProps) {
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
  return (
    <img
      ref={img}
      className={classes(frame, className)}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailedSrc(src)}
    />
  );
}
