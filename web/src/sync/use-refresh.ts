import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../lib/api-answers';
import { usePageSnapshot, type PageSnapshot } from './snapshot';

export type RefreshState = { status: 'loading' } | { status: 'ok' } | { status: 'error'; message: string };

/**
 * Runs a refresh from web/src/sync when a screen mounts (and on `retry`).
 * The screen shows cached rows meanwhile; this state only tells it whether
 * an empty cache means "still loading", "nothing there" or "couldn't load".
 * Data the server rendered the page with (`fromServer`, a part of the page
 * snapshot) is as good as a finished refresh: the page says "nothing there"
 * at once, like the server's HTML did, while the refresh runs quietly.
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
    if (!quiet.current) setState({ status: 'loading' });
    quiet.current = false;
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
