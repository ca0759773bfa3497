import { useEffect, useEffectEvent, useState } from 'react';
import { errorMessage } from '../../lib/api-client';

export interface AsyncData<T> {
  /** The last loaded value; kept while a reload runs so a list does not flash. */
  data: T | undefined;
  loading: boolean;
  /** Why the last load failed, in words for the user; the data is dropped then (SPEC §4). */
  error: string | null;
  reload: () => void;
}

interface LoadState<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
}

/**
 * Runs `load` now, whenever `key` changes and on `reload()`. An answer that
 * arrives after a newer load started is dropped, so a slow search never
 * overwrites a later, quicker one.
 */
export function useAsyncData<T>(load: () => Promise<T>, key = ''): AsyncData<T> {
  const [state, setState] = useState<LoadState<T>>({ data: undefined, loading: true, error: null });
  const [attempt, setAttempt] = useState(0);
  const runLoad = useEffectEvent(load);

  useEffect(() => {
    let current = true;
    setState((s) => ({ ...s, loading: true, error: null }));
    runLoad().then(
      (data) => current && setState({ data, loading: false, error: null }),
      (err: unknown) => current && setState({ data: undefined, loading: false, error: errorMessage(err) }),
    );
    return () => {
      current = false;
    };
  }, [key, attempt]);

  return { ...state, reload: () => setAttempt((n) => n + 1) };
}
