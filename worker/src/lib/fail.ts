import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** Stops the request with `{ success: false, message }` and the given status. */
export function fail(status: ContentfulStatusCode, message: string): never {
  throw new HTTPException(status, { message });
}

/** A refusal that tells the client more than its message, e.g. why a session ended. */
export class DetailedFailure extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly details: Record<string, string>,
  ) {
    super(status, { message });
  }
}
