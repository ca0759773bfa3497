/**
 * Toasts as SPEC §4 and §9 fix them: success 2 s, error 4 s, at most 20 on
 * screen, top-right. Screens call these helpers and never sonner directly,
 * so the timings live in one place.
 *
 * sonner arrives with the toaster (toaster-loaded.tsx) when the first toast
 * is asked for, so a visit that asks for none never loads it. A toast asked
 * for before then shows as soon as the toaster is on the page.
 */
import type { ExternalToast, toast as sonnerToast, ToasterProps } from 'sonner';

// A notice carries a link to follow, so it stays long enough to reach it.
const TOAST_DURATION_MS = { success: 2000, error: 4000, notice: 8000 } as const;

export const toasterProps = {
  position: 'top-right',
  visibleToasts: 20,
} as const satisfies ToasterProps;

type Toast = typeof sonnerToast;
let onToasterReady!: (toast: Toast) => void;
const toasterOnPage = new Promise<Toast>((resolve) => (onToasterReady = resolve));

/** The toaster is mounted and listening: toasts asked for until now show, and later ones at once. */
export function toasterReady(toast: Toast) {
  onToasterReady(toast);
}

let wanted = false;
const wantListeners = new Set<() => void>();

/** Whether a toast has been asked for yet (AppToaster then loads sonner). */
export const toastWanted = () => wanted;
export function onToastWanted(listener: () => void): () => void {
  wantListeners.add(listener);
  return () => wantListeners.delete(listener);
}

function show(put: (toast: Toast) => void) {
  if (!wanted) {
    wanted = true;
    wantListeners.forEach((listener) => listener());
  }
  void toasterOnPage.then(put);
}

export function toastSuccess(message: string) {
  show((toast) => toast.success(message, { duration: TOAST_DURATION_MS.success }));
}

export function toastError(message: string) {
  show((toast) => toast.error(message, { duration: TOAST_DURATION_MS.error }));
}

interface Notice {
  description?: string;
  action: NonNullable<ExternalToast['action']>;
  /** Stays until acted on or dismissed (an update waiting for a reload). */
  persistent?: boolean;
}

/** Something that happened elsewhere (a chat message, a new version), with a way to act on it. */
export function toastNotice(message: string, { description, action, persistent = false }: Notice) {
  show((toast) => toast(message, { description, action, duration: persistent ? Infinity : TOAST_DURATION_MS.notice }));
}
