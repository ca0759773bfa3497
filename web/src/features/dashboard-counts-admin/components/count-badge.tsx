import './count-badge.css';

interface CountBadgeProps {
  count: number | undefined;
  /** What is counted, for screen readers: "3 unread". */
  label: (count: number) => string;
}

/** A number beside a sidebar link; nothing at zero. */
export function CountBadge({ count, label }: CountBadgeProps) {
  if (!count) return null;
  return (
    <span className="count-badge">
      <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
      <span className="visually-hidden">{`, ${label(count)}`}</span>
    </span>
  );
}
