/**
 * The app's one Toaster, kept above every open dialog. showModal() lifts a
 * <dialog> into the top layer over the whole page and makes everything outside
 * it inert, so toasts rendered on <body> would sit behind its backdrop and be
 * hidden from screen readers. The Toaster is portalled into a host node that
 * follows the newest open dialog and goes back to <body> when it closes;
 * moving the node keeps React's state, so the toasts on screen stay.
 */
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { createPortal } from 'react-dom';
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

/** Where the toasts belong now: the dialog that just opened, else the last one still open, else the page. */
function toastParent(opened: Element | null): Element {
  if (opened instanceof HTMLDialogElement && opened.open) return opened;
  const open = document.querySelectorAll('dialog[open]');
  return open[open.length - 1] ?? document.body;
}

export function AppToaster() {
  // The server's markup has no toaster: it joins once a toast is asked for or the browser is idle, after the page was taken over.
  const due = useToasterDue();
  const [host] = useState(() => (typeof document === 'undefined' ? null : document.createElement('div')));

  useEffect(() => {
    if (!host) return;
    const place = (opened: Element | null) => {
      const parent = toastParent(opened);
      if (host.parentElement !== parent) parent.append(host);
    };
    place(null);
    // The dialog the toasts sit in closed, or left the page with them.
    const holderClosed = () => host.parentElement !== document.body && !(host.parentElement instanceof HTMLDialogElement && host.parentElement.open);
    const observer = new MutationObserver((mutations) => {
      const opened = mutations.map((m) => m.target).filter((t): t is HTMLDialogElement => t instanceof HTMLDialogElement && t.open);
      if (opened.length || holderClosed()) place(opened.at(-1) ?? null);
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
    return () => {
      observer.disconnect();
      host.remove();
    };
  }, [host]);

  return (
    due &&
    host &&
    createPortal(
      <Suspense fallback={null}>
        <LoadedToaster />
      </Suspense>,
      host,
    )
  );
}
