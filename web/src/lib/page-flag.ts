/**
 * A yes/no fact about this page that only ever turns on (the outbox is in
 * use, a build was saved), with a hook for what shows it and a one-shot wait
 * for what starts on it. It needs nothing but React, so the first download
 * can carry the flags built on it.
 */
import { useSyncExternalStore } from 'react';

export interface PageFlag {
  /** Turns the flag on (idempotent); everything waiting on it runs. */
  raise: () => void;
  /** Calls `run` once the flag is on (at once if it already is). */
  whenRaised: (run: () => void) => void;
  /** The flag, for a component: false on the server and until raised. */
  useRaised: () => boolean;
}

export function pageFlag(): PageFlag {
  let raised = false;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    raise: () => {
      if (raised) return;
      raised = true;
      listeners.forEach((listener) => listener());
    },
    whenRaised: (run) => {
      if (raised) return run();
      const listener = () => {
        listeners.delete(listener);
        run();
      };
      listeners.add(listener);
    },
    useRaised: () =>
      useSyncExternalStore(
        subscribe,
        () => raised,
        () => false,
      ),
  };
}
