interface SpinnerProps {
  /** Read out by screen readers; the ring itself is decorative. */
  label?: string;
  /** Fill the viewport, for whole-page waits such as loading the user. */
  fullPage?: boolean;
}

export function Spinner({ label = 'Loading…', fullPage = false }: SpinnerProps) {
  return (
    <div className={fullPage ? 'spinner spinner--page' : 'spinner'} role="status">
      <span className="spinner__ring" aria-hidden="true" />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
