/**
 * fetch for the API client, for a connection that takes a request and never
 * answers it (a store's bad Wi-Fi, a phone between masts, a server that
 * dropped it): a screen waiting for such a read spun for good, with no saved
 * copy shown and no way to retry. A read (GET or HEAD) whose answer has not
 * begun within `wait` is asked again once, then fails as a request with no
 * answer does (a TypeError: "We couldn't reach the server"), so the screen
 * shows its saved copy or its retry. Only the wait for the answer to begin is
 * bounded: a long download is never cut. Writes are never timed out or sent
 * twice, and a caller's own signal is left to the caller.
 */
const READS = new Set(['GET', 'HEAD']);
const WAIT_MS = 10_000;
const ATTEMPTS = 2;

export function patientFetch(base: typeof fetch = (input, init) => fetch(input, init), wait = WAIT_MS): typeof fetch {
  return async (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    if (!READS.has(method) || init?.signal) return base(input, init);
    for (let attempt = 1; ; attempt++) {
      const stop = new AbortController();
      const timer = setTimeout(() => stop.abort(), wait);
      try {
        return await base(input, { ...init, signal: stop.signal });
      } catch (error) {
        if (!stop.signal.aborted) throw error;
        if (attempt === ATTEMPTS) throw new TypeError(`No answer within ${wait / 1000} s`, { cause: error });
      } finally {
        clearTimeout(timer);
      }
    }
  };
}
