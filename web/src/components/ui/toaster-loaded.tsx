import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { toast, Toaster } from 'sonner';
import { toasterProps, toasterReady } from './toast';

/** Where the toasts belong now: the dialog that just opened, else the last one still open, else the page. */
function toastParent(opened: Element | null): Element {
  if (opened instanceof HTMLDialogElement && opened.open) return opened;
  const open = document.querySelectorAll('dialog[open]');
  return open[open.length - 1] ?? document.body;
}

/** A node that follows the newest open dialog (the top layer), and goes back to <body> when it closes. */
function useToastHost(): HTMLElement {
  const [host] = useState(() => document.createElement('div'));
  useEffect(() => {
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
  return host;
}

/** Runs after the Toaster's own effects (an earlier sibling's): it subscribes before toasts are let through. */
function ReadyWhenMounted() {
  useEffect(() => toasterReady(toast), []);
  return null;
}

/** sonner's Toaster, loaded lazily by AppToaster (only ever in the browser); with it the toasts asked for so far appear. */
export default function LoadedToaster() {
  const host = useToastHost();
  return createPortal(
    <>
      <Toaster {...toasterProps} />
      <ReadyWhenMounted />
    </>,
    host,
  );
}
