import type { ReactNode } from 'react';
import type { RefreshState } from '../../sync/use-refresh';
import { Spinner } from './spinner';
import { LoadError } from './load-error';
import './cached-list.css';

interface CachedListProps<T> {
  /** Rows from a live query: undefined until IndexedDB has answered. */
  rows: readonly T[] | undefined;
  /** The refresh that brings the rows up to date (useRefresh). */
  refresh: RefreshState & { retry: () => void };
  /** What an up-to-date empty list says, in the product's words. */
  empty: ReactNode;
  loadingLabel?: string;
  children: (rows: readonly T[]) => ReactNode;
}

/**
 * Stale-while-revalidate on screen (DESIGN §8): cached rows show at once and
 * stay when the network fails. Only an empty cache waits for the refresh:
 * a spinner while it runs, its reason and Try again when it failed, and the
 * empty state once the server confirmed there is nothing.
 */
export function CachedList<T>({ rows, refresh, empty, loadingLabel, children }: CachedListProps<T>) {
  if (rows?.length) return <>{children(rows)}</>;
  if (rows === undefined || refresh.status === 'loading') return <Spinner label={loadingLabel} />;
  if (refresh.status === 'error') {
    return <LoadError className="cached-list__error" message={refresh.message} onRetry={refresh.retry} />;
  }
  return <div className="cached-list__empty">{empty}</div>;
}
