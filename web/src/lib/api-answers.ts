/**
 * How the web reads the Worker's answers: the success body, or an ApiError
 * with the server's message. Apart from the client itself (api-client.ts),
 * so code that only reads answers or shows errors does not bring the hono
 * client into the first download.
 */
import type { ClientResponse } from 'hono/client';

export const OFFLINE_MESSAGE = "We couldn't reach the server. Check your connection and try again.";

/** A non-2xx answer, carrying the server's `message`, the status and, for bad input, each refused field's reason. */
export class ApiError extends Error {
  readonly status: number;
  readonly fields: Readonly<Record<string, string>>;
  constructor(message: string, status: number, fields: Readonly<Record<string, string>> = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fields = fields;
  }
}

type AnyClientResponse = ClientResponse<unknown, number, string>;
type OkBody<R> = R extends ClientResponse<infer T, number, string> ? Exclude<T, { success: false }> : never;

/** The success body of an answer; any other answer throws an ApiError. */
export async function readOk<R extends AnyClientResponse>(res: R): Promise<OkBody<R>> {
  if (res.ok) return (await res.json()) as OkBody<R>;
  throw await apiError(res);
}

async function apiError(res: AnyClientResponse): Promise<ApiError> {
  let body: unknown = null;
  try {
    body = await res.json();
  } catch {
    // Not JSON (a proxy's error page, say): the generic text then.
  }
  return apiErrorOf(body, res.status);
}

/** The ApiError a refused answer's parsed body (null when it was not JSON) stands for, for calls made without fetch too. */
export function apiErrorOf(body: unknown, status: number): ApiError {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string' && body.message) {
    return new ApiError(body.message, status, 'fields' in body ? fieldsOf(body.fields) : {});
  }
  return new ApiError(`Something went wrong (error ${status}). Please try again.`, status);
}

/** Only string reasons keyed by name: anything else in `fields` is ignored. */
function fieldsOf(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

/** The text to show a user for anything a call threw. */
export function errorMessage(err: unknown): string {
  if (err instanceof ApiError) return err.message;
  // fetch rejects with a TypeError only when no answer arrived at all.
  if (err instanceof TypeError) return OFFLINE_MESSAGE;
  return 'Something went wrong. Please try again.';
}
