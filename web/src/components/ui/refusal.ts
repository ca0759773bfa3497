import { ApiError, errorMessage } from '../../lib/api-answers';
import type { FieldErrorMap } from './field-errors';
import { toastError } from './toast';

export const CHECK_FIELDS = 'Please check the marked fields.';

/**
 * How every form reports a refused submit: the fields the server names go
 * under each field (`showFields`) and the toast only points there; any other
 * reason (offline, a wrong password) is the toast.
 */
export function reportRefusal(err: unknown, showFields: (fields: FieldErrorMap) => void) {
  const fields = err instanceof ApiError ? err.fields : {};
  if (Object.keys(fields).length > 0) {
    showFields(fields);
    toastError(CHECK_FIELDS);
  } else {
    toastError(errorMessage(err));
  }
}
