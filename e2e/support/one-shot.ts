/**
 * Headers for a test's own API calls through a Playwright request context.
 * Those contexts pool sockets (keep-alive) and never retry; the dev server
 * drops a socket idle for a few seconds, and a call that picks it up as it
 * closes dies with ECONNRESET (chat.e2e did, in CI, seconds after its login).
 * With `connection: close` no socket outlives its call, so none goes stale.
 */
export const ONE_SHOT = { connection: 'close' } as const;
