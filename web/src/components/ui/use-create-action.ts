import { useRef } from 'react';
import { useAction, type ActionOptions } from './use-action';

/**
 * useAction for a staff create form: every call carries a clientId, the
 * server's idempotency key for this sender. A submission keeps its id across
 * retries until one succeeds, so a retry after a dropped connection gets back
 * the row the lost answer was about instead of storing a second one; the
 * next submission then gets a new id.
 */
export function useCreateAction<A extends unknown[]>(perform: (clientId: string, ...args: A) => Promise<string>, options: ActionOptions = {}) {
  const clientId = useRef<string>(null);
  return useAction(
    (...args: A) => {
      clientId.current ??= crypto.randomUUID();
      return perform(clientId.current, ...args);
    },
    {
      ...options,
      onDone: () => {
        clientId.current = null;
        options.onDone?.();
      },
    },
  );
}
