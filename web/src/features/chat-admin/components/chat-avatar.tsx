import './chat-avatar.css';
/** A franchise picture, or its initial on a brand disc when it has none. */
export function ChatAvatar({ name, image, size = 'md' }: { name: string; image: string | null; size?: 'md' | 'lg' }) {
  const className = `chat-avatar chat-avatar--${size}`;
  if (image) return <img className={className} src={image} alt="" width={48} height={48} loading="lazy" decoding="async" />;
  return (
    <span className={className} aria-hidden="true">
      {name.trim().charAt(0).toLocaleUpperCase() || '?'}
    </span>
  );
}
