/**
 * Toasts as SPEC §4 and §9 fix them: success 2 s, error 4 s, at most 20 on
 * screen, top-right. Screens call these helpers and never sonner directly,
 * so the timings live in one place.
 */
import { toast, type ToasterProps } from 'sonner';

const TOAST_DURATION_MS = { success: 2000, error: 4000 } as const;

export const toasterProps = {
  position: 'top-right',
  visibleToasts: 20,
} as const satisfies ToasterProps;

export function toastSuccess(message: string) {
  return toast.success(message, { duration: TOAST_DURATION_MS.success });
}

export function toastError(message: string) {
  return toast.error(message, { duration: TOAST_DURATION_MS.error });
}
