import type { ErrorHandler, NotFoundHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { StaleEditError } from '../lib/row-version';
import { DetailedFailure } from '../lib/fail';
import { ValidationError } from '../lib/validate';

/**
 * Every failure leaves as `{ success: false, message }`; bad input adds
 * `fields`, each failing field's message by its name. Unknown errors are
 * logged and answered with a generic 500: never a stack trace in a response.
 */
export const onError: ErrorHandler = (err, c) => {
  // A body refused as a whole (an unknown field, say) names no field: no `fields` then.
  if (err instanceof ValidationError && Object.keys(err.fields).length > 0) {
    return c.json({ success: false as const, message: err.message, fields: err.fields }, err.status);
  }
  if (err instanceof StaleEditError) return c.json({ success: false as const, message: err.message, conflict: err.conflict }, 409);
  if (err instanceof DetailedFailure) return c.json({ ...err.details, success: false as const, message: err.message }, err.status);
  if (err instanceof HTTPException) {
    const status = err.status;
    const message = status === 400 && /malformed json/i.test(err.message) ? 'The request body is not valid JSON.' : err.message || 'Request failed.';
    return c.json({ success: false as const, message }, status);
  }
  console.error(err);
  return c.json({ success: false as const, message: 'Something went wrong on our side. Please try again.' }, 500);
};

export const notFound: NotFoundHandler = (c) => c.json({ success: false as const, message: 'Not found.' }, 404);
