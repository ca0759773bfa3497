/**
 * The app's one Toaster, kept above every open dialog. showModal() lifts a
 * <dialog> into the top layer over the whole page and makes everything outside
 * it inert, so toasts rendered on <body> would sit behind its backdrop and be
 * hidden from screen readers. The Toaster is portalled into a host node that
 * follows the newest open dialog and goes back to <body> when it closes;
 * moving the node keeps React's state, so the toasts on screen stay. All of
 * that loads with sonner (toaster-loaded.tsx), with the first toast a page
 * asks for: most visits never ask for one.
 */
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToastWanted, toastWanted } from './toast';
import './toaster.css';

/**
 * sonner's code. A page that could not fetch it (offline before the service
 * worker holds the app's files) tries again when the connection returns; the
 * toasts asked for meanwhile wait for it.
 */
function loadToaster(): Promise<typeof import('./toaster-loaded')> {
  return import('./toaster-loaded').catch(() => new Promise((retried) => window.addEventListener('online', () => retried(loadToaster()), { once: true })));
}

const LoadedToaster = lazy(loadToaster);

export function AppToaster() {
  // The server's markup has no toaster: it joins when the page first asks for a toast.
  const due = useSyncExternalStore(onToastWanted, toastWanted, () => false);
  return (
    due && (
      <Suspense fallback={null}>
        <LoadedToaster />
      </Suspense>
    )
  );
}
