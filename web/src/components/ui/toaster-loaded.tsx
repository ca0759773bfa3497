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

/**
 * How long sonner's live region is on the page, empty, before the first toasts
 * go into it. The region arrives with the first toast a page asks for, and a
 * screen reader announces what is added to a live region it already knows,
 * not one that appears with its text.
 */
const LIVE_REGION_SETTLE_MS = 250;

/** Runs after the Toaster's own effects (an earlier sibling's): it subscribes before toasts are let through. */
function ReadyWhenMounted() {
  useEffect(() => {
    const settled = setTimeout(() => toasterReady(toast), LIVE_REGION_SETTLE_MS);
    return () => clearTimeout(settled);
  }, []);
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
