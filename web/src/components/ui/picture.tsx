import type { ReactNode } from 'react';

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
  /** Drawn while there is no picture yet; decorative, the alt text speaks for it. */
  drawing?: ReactNode;
}

const classes = (...names: (string | undefined)[]) => names.filter(Boolean).join(' ');

/** An uploaded picture, or a stand-in of the same box while there is none. */
export function Picture({ src, alt, className, eager = false, frame, width, height, drawing }: PictureProps) {
  if (!src) {
    return (
      <span className={classes(frame, `${frame}--none`, className)} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        {drawing}
      </span>
    );
  }
  return (
    <img
      className={classes(frame, className)}
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
