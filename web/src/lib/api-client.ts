/**
 * The one way the web talks to the Worker: a hono client typed by the
 * Worker's route table, so paths, bodies and answers are checked at compile
 * time. Only types cross over from worker/, never runtime code.
 */
import { hc, type ClientResponse } from 'hono/client';
import type { AppType } from './contract';

// Same origin in production (the Worker serves the SPA) and in dev (Vite
// proxies /api), so a relative base is enough; cookies carry the session.
export const client = hc<AppType>('/', { init: { credentials: 'include' } });

/** `/api/v1`: `api.user.me.$get()`. */
export const api = client.api.v1;

export const OFFLINE_MESSAGE = "We couldn't reach the server. Check your connection and try again.";

/** A non-2xx answer, carrying the server's `message` and the status. */
export class ApiError extends Error {
  readonly status: number;
  constructor(message: string, status: number) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
  }
}

type AnyClientResponse = ClientResponse<unknown, number, 'json' | 'text' | string>;
type OkBody<R> = R extends ClientResponse<infer T, number, string> ? Exclude<T, { success: false }> : never;

/** The success body of an answer; any other answer throws an ApiError. */
export async function readOk<R extends AnyClientResponse>(res: R): Promise<OkBody<R>> {
  if (res.ok) return (await res.json()) as OkBody<R>;
  throw new ApiError(await serverMessage(res), res.status);
}

async function serverMessage(res: AnyClientResponse): Promise<string> {
  try {
    const body: unknown = await res.json();
    if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
      return body.message;
    }
  } catch {
    // Not JSON (a proxy's error page, say): fall through to the generic text.
  }
  return `Something went wrong (error ${res.status}). Please try again.`;
}

/** The text to show a user for anything a call threw. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  // fetch rejects with a TypeError only when no answer arrived at all.
  if (err instanceof TypeError) return OFFLINE_MESSAGE;
  return 'Something went wrong. Please try again.';
}
