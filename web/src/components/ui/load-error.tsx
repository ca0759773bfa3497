interface LoadErrorProps {
  /** Why the load failed, as the server or the network said it. */
  message: string | null;
  onRetry: () => void;
  /** Where it sits decides how it looks (a dashboard card, a chat pane…). */
  className: string;
}

/** A load that failed: its reason and one way to try again, worded the same on every screen. */
export function LoadError({ message, onRetry, className }: LoadErrorProps) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
