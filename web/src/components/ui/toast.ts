/**
 * Toasts as SPEC §4 and §9 fix them: success 2 s, error 4 s, at most 20 on
 * screen, top-right. Screens call these helpers and never sonner directly,
 * so the timings live in one place.
 */
import { toast, type ToasterProps } from 'sonner';

// A notice carries a link to follow, so it stays long enough to reach it.
const TOAST_DURATION_MS = { success: 2000, error: 4000, notice: 8000 } as const;

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

/** Something that happened elsewhere (a chat message), with a way to go there. */
export function toastNotice(message: string, { description, action }: { description?: string; action: { label: string; onClick: () => void } }) {
  return toast(message, { description, action, duration: TOAST_DURATION_MS.notice });
}
