import type { ReactNode } from 'react';
import type { AsyncData } from './use-async-data';
import { LoadError } from './load-error';
import './spinner.css';
import './async-content.css';

interface AsyncContentProps<T> {
  state: AsyncData<T>;
  isEmpty: (data: T) => boolean;
  /** The empty state in the product's words ('No Requests Available'). */
  emptyText: string;
  loadingText?: string;
  children: (data: T) => ReactNode;
}

/**
 * The three states every list has besides its rows: loading, failed (with
 * the reason and a retry) and empty. During a reload the old rows stay.
 */
export function AsyncContent<T>({ state, isEmpty, emptyText, loadingText = 'Loading...', children }: AsyncContentProps<T>) {
  const { data, loading, error, reload } = state;
  if (error) {
    return <LoadError className="async-state async-state--error" message={error} onRetry={reload} />;
  }
  if (data === undefined) {
    return (
      <div className="async-state" role="status">
        <span className="spinner__ring async-state__ring" aria-hidden="true" />
        <p>{loadingText}</p>
      </div>
    );
  }
  if (isEmpty(data)) {
    return (
      <p className="async-state" role="status">
        {emptyText}
      </p>
    );
  }
  return <div aria-busy={loading}>{children(data)}</div>;
}
