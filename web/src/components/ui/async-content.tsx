import type { ReactNode } from 'react';
import { formatSavedAt } from '../../sync/staff/saved-at';
import { staffOfflineTexts } from '../../sync/staff/staff-texts';
import type { AsyncData } from './use-async-data';
import { LoadError } from './load-error';
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
 * The states every list has besides its rows: loading, failed (with the
 * reason and a retry), never opened on this device while offline, and
 * empty. During a reload the old rows stay; rows from the device's saved
 * copy say so, with the time they were saved.
 */
export function AsyncContent<T>({ state, isEmpty, emptyText, loadingText = 'Loading...', children }: AsyncContentProps<T>) {
  const { data, loading, error, savedAt, neverSaved, reload } = state;
  if (neverSaved) {
    return <LoadError className="async-state async-state--offline" message={staffOfflineTexts.neverSaved} onRetry={reload} />;
  }
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
  const savedNote = savedAt !== null && (
    <p className="saved-copy-note" role="status">
      {(loading ? staffOfflineTexts.savedCopyUpdating : staffOfflineTexts.savedCopy)(formatSavedAt(savedAt))}
    </p>
  );
  if (isEmpty(data)) {
    return (
      <>
        {savedNote}
        <p className="async-state" role="status">
          {emptyText}
        </p>
      </>
    );
  }
  return (
    <div aria-busy={loading}>
      {savedNote}
      {children(data)}
    </div>
  );
}
