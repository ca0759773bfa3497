import { useRef, useState } from 'react';
import { reportRefusal } from './refusal';
import type { FieldErrorMap } from './field-errors';
import { toastSuccess } from './toast';

export interface ActionOptions {
  /** The success toast; without it the server's own message is shown. */
  success?: string;
  /** After a success, e.g. reload the list. */
  onDone?: () => void;
}

export { CHECK_FIELDS } from './refusal';

/**
 * Wraps a change (add, update, delete) the way SPEC §7.6 wants every one:
 * a success toast and `onDone`, or the server's message in an error toast.
 * `run` answers whether it worked, so a form is cleared only on success;
 * a second call while one is running is ignored. When the server names the
 * refused fields, `fieldErrors` holds them for the form's FieldErrors.
 */
export function useAction<A extends unknown[]>(perform: (...args: A) => Promise<string>, options: ActionOptions = {}) {
  const [pending, setPending] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrorMap>({});
  const running = useRef(false);

  async function run(...args: A): Promise<boolean> {
    if (running.current) return false;
    running.current = true;
    setPending(true);
    setFieldErrors({});
    try {
      const message = await perform(...args);
      toastSuccess(options.success ?? message);
      options.onDone?.();
      return true;
    } catch (err) {
      reportRefusal(err, setFieldErrors);
      return false;
    } finally {
      running.current = false;
      setPending(false);
    }
  }

  return { run, pending, fieldErrors };
}
