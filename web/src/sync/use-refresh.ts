import { startTransition, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { errorMessage } from '../lib/api-answers';
import { whenCacheNeeded } from './lazy';
import { usePageSnapshot, type PageSnapshot } from './snapshot';

export type RefreshState = { status: 'loading' } | { status: 'ok' } | { status: 'error'; message: string };

/**
 * Runs a refresh from web/src/sync when a screen mounts (and on `retry`).
 * The screen shows cached rows meanwhile; this state only tells it whether
 * an empty cache means "still loading", "nothing there" or "couldn't load".
 * Data the server rendered the page with (`fromServer`, a part of the page
 * snapshot) is as good as a finished refresh: the page says "nothing there"
 * at once, like the server's HTML did, and the refresh of what the page just
 * brought waits until something on the page needs the cache, then runs quietly.
 */
export function useRefresh(refresh: (() => Promise<void>) | null, deps: readonly unknown[], fromServer?: keyof PageSnapshot): RefreshState & { retry: () => void } {
  const snapshot = usePageSnapshot();
  const served = fromServer !== undefined && snapshot?.[fromServer] !== undefined;
  const [state, setState] = useState<RefreshState>(served ? { status: 'ok' } : { status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const quiet = useRef(served);

  useEffect(() => {
    if (!refresh) return;
    let current = true;
    const run = () => {
      quiet.current = false;
      // A transition: a part of the page still waiting for its code is not rendered afresh for it (lazy.ts).
      const settle = (next: RefreshState) => current && startTransition(() => setState((shown) => (next.status === 'ok' && shown.status === 'ok' ? shown : next)));
      refresh().then(
        () => settle({ status: 'ok' }),
        (err: unknown) => settle({ status: 'error', message: errorMessage(err) }),
      );
    };
    if (!quiet.current) {
      setState({ status: 'loading' });
      run();
      return () => {
        current = false;
      };
    }
    const cancelWait = whenCacheNeeded(run);
    return () => {
      current = false;
      cancelWait();
    };
    // Like useLiveQuery, the caller lists what the refresh depends on: the rule cannot see through the spread.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...deps, attempt]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return useMemo(() => ({ ...state, retry }), [state, retry]);
}
