/**
 * Headers for a test's own API calls through a Playwright request context.
 * Those contexts pool sockets (keep-alive) and never retry; the dev server
 * drops a socket idle for a few seconds, and a call that picks it up as it
 * closes dies with ECONNRESET (chat.e2e did, in CI, seconds after its login).
 * With `connection: close` no socket outlives its call, so none goes stale.
 */
export const ONE_SHOT = { connection: 'close' } as const;

/**
 * Options for a test's own read (GET) through a Playwright request context: one-shot, and tried again when the
 * dev server hangs up without an answer, which it still did on a fresh connection (admin-dashboard.e2e, in CI:
 * "socket hang up (ECONNRESET)"). Playwright retries only that error. Writes are never retried: one may have
 * been stored before the socket went.
 */
export const ONE_SHOT_READ = { headers: ONE_SHOT, maxRetries: 2 } as const;
