import './menu-picture.css';
interface MenuPictureProps {
  src: string | null;
  /** Empty when the name is shown right beside the picture. */
  alt: string;
  className?: string;
  /** The first pictures on screen load at once; the rest when scrolled to. */
  eager?: boolean;
}

// The seed and the upload form make square pictures; the box keeps its shape either way.
const SIZE = 480;

/** A series or drink picture, or a drawn cup while it has none. */
export function MenuPicture({ src, alt, className = '', eager = false }: MenuPictureProps) {
  if (!src) {
    return (
      <div className={`menu-picture menu-picture--none ${className}`} role={alt ? 'img' : undefined} aria-label={alt || undefined}>
        <svg viewBox="0 0 64 64" aria-hidden="true" focusable="false">
          <path d="M37 6 31 20" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
          <path d="M17 20h30l-4 34a4 4 0 0 1-4 3.5H25a4 4 0 0 1-4-3.5z" fill="none" stroke="currentColor" strokeWidth="3" />
          <circle cx="27" cy="47" r="2.5" fill="currentColor" />
          <circle cx="34" cy="49" r="2.5" fill="currentColor" />
          <circle cx="39" cy="44" r="2.5" fill="currentColor" />
        </svg>
      </div>
    );
  }
  return (
    <img
      className={`menu-picture ${className}`}
      src={src}
      alt={alt}
      width={SIZE}
      height={SIZE}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
