/**
 * The app's one Toaster, kept above every open dialog. showModal() lifts a
 * <dialog> into the top layer over the whole page and makes everything outside
 * it inert, so toasts rendered on <body> would sit behind its backdrop and be
 * hidden from screen readers. The Toaster is portalled into a host node that
 * follows the newest open dialog and goes back to <body> when it closes;
 * moving the node keeps React's state, so the toasts on screen stay. All of
 * that loads with sonner (toaster-loaded.tsx): a first visit needs none of it.
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { whenIdle } from '../../lib/idle';
import { onToastWanted, toastWanted } from './toast';
import './toaster.css';

// Not needed for the first paint: loaded with the first toast, or when the browser is idle after the page's load.
const LoadedToaster = lazy(() => import('./toaster-loaded'));

/** Whether sonner should be on the page now: a toast was asked for, or the browser had a quiet moment. */
function useToasterDue(): boolean {
  const asked = useSyncExternalStore(onToastWanted, toastWanted, () => false);
  const [idle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return asked || idle;
}

export function AppToaster() {
  // The server's markup has no toaster: it joins once a toast is asked for or the browser is idle, after the page was taken over.
  const due = useToasterDue();
  return (
    due && (
      <Suspense fallback={null}>
        <LoadedToaster />
      </Suspense>
    )
  );
}
