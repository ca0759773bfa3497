import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '../lib/api-client';

export type RefreshState = { status: 'loading' } | { status: 'ok' } | { status: 'error'; message: string };

/**
 * Runs a refresh from web/src/sync when a screen mounts (and on `retry`).
 * The screen shows cached rows meanwhile; this state only tells it whether
 * an empty cache means "still loading", "nothing there" or "couldn't load".
 */
export function useRefresh(refresh: (() => Promise<void>) | null, deps: readonly unknown[]): RefreshState & { retry: () => void } {
  const [state, setState] = useState<RefreshState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!refresh) return;
    let current = true;
    setState({ status: 'loading' });
    refresh().then(
      () => current && setState({ status: 'ok' }),
      (err: unknown) => current && setState({ status: 'error', message: errorMessage(err) }),
    );
    return () => {
      current = false;
    };
    // The caller lists what the refresh depends on.
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry };
}
