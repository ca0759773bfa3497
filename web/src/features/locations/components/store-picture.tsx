import './store-picture.css';
interface StorePictureProps {
  src: string | null;
  alt: string;
  className?: string;
  eager?: boolean;
}

// Storefront pictures are landscape (the seed draws 640 × 400).
const WIDTH = 640;
const HEIGHT = 400;

/** A store's picture, or a drawn shopfront while it has none. */
export function StorePicture({ src, alt, className = '', eager = false }: StorePictureProps) {
  if (!src) {
    return (
      <div className={`store-picture store-picture--none ${className}`} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        <svg viewBox="0 0 64 48" aria-hidden="true" focusable="false">
          <path d="M8 20h48v24H8z" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <path d="M6 10h52l-3 10H9z" fill="currentColor" opacity="0.35" />
          <path d="M27 44V31h10v13" fill="none" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </div>
    );
  }
  return (
    <img
      className={`store-picture ${className}`}
      src={src}
      alt={alt}
      width={WIDTH}
      height={HEIGHT}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
