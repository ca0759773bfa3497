import { useEffect, useEffectEvent, useState } from 'react';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useSavedScreens } from '../../sync/staff/saved-screens';

export interface AsyncData<T> {
  /** The last loaded value; kept while a reload runs so a list does not flash. */
  data: T | undefined;
  loading: boolean;
  /** Why the last load failed, in words for the user; the data is dropped then (SPEC §4). */
  error: string | null;
  /**
   * When the data shown is the copy this device saved (the server could not
   * be reached, or has not answered yet): when that copy was saved.
   */
  savedAt: number | null;
  /** Offline, and this device has no copy: the screen was never opened here. */
  neverSaved: boolean;
  reload: () => void;
}

interface LoadState<T> {
  data: T | undefined;
  loading: boolean;
  error: string | null;
  savedAt: number | null;
  neverSaved: boolean;
}

const idle = { data: undefined, loading: true, error: null, savedAt: null, neverSaved: false };

/**
 * Runs `load` now, whenever `key` changes and on `reload()`. An answer that
 * arrives after a newer load started is dropped, so a slow search never
 * overwrites a later, quicker one.
 *
 * `saveAs` names the list in the staff cache (sync/staff): on a dashboard
 * screen the copy saved last time shows at once, the server's answer
 * replaces it and is saved in turn, and when no answer comes at all (bad
 * Wi-Fi) the saved copy stays on screen, marked with its time. A refusal from
 * the server is an error as before. Back online, a screen showing a saved
 * copy or a failed load loads again by itself.
 */
export function useAsyncData<T>(load: () => Promise<T>, key = '', saveAs?: string): AsyncData<T> {
  const [state, setState] = useState<LoadState<T>>(idle);
  const [attempt, setAttempt] = useState(0);
  const runLoad = useEffectEvent(load);
  const savedScreens = useSavedScreens();
  const saved = saveAs ? savedScreens : null;
  const savedKey = saveAs && key ? `${saveAs}:${key}` : saveAs;

  useEffect(() => {
    let current = true;
    let answered = false;
    setState((s) => ({ ...s, loading: true, error: null, neverSaved: false }));
    const copy = saved && savedKey ? saved.read<T>(savedKey) : Promise.resolve(undefined);
    // The saved copy shows while the server is slow; its answer wins whenever it comes.
    void copy.then((found) => {
      if (current && !answered && found) setState((s) => (s.data === undefined ? { ...s, data: found.value, savedAt: found.savedAt } : s));
    });
    runLoad().then(
      (data) => {
        answered = true;
        if (!current) return;
        setState({ data, loading: false, error: null, savedAt: null, neverSaved: false });
        if (saved && savedKey) void saved.save(savedKey, data);
      },
      async (err: unknown) => {
        answered = true;
        const unreachable = !(err instanceof ApiError);
        const found = unreachable ? await copy : undefined;
        if (!current) return;
        if (found) setState({ data: found.value, loading: false, error: null, savedAt: found.savedAt, neverSaved: false });
        else setState({ data: undefined, loading: false, error: errorMessage(err), savedAt: null, neverSaved: unreachable && !!saved && !navigator.onLine });
      },
    );
    return () => {
      current = false;
    };
  }, [key, attempt, saved, savedKey]);

  // The connection is back: a screen on its saved copy, or one that failed, asks again.
  const stale = state.savedAt !== null || state.error !== null;
  useEffect(() => {
    if (!stale) return;
    const again = () => setAttempt((n) => n + 1);
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [stale]);

  return { ...state, reload: () => setAttempt((n) => n + 1) };
}
