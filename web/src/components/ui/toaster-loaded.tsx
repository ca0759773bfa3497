import { useEffect } from 'react';
import { toast, Toaster } from 'sonner';
import { toasterProps, toasterReady } from './toast';

/** Runs after the Toaster's own effects (an earlier sibling's): it subscribes before toasts are let through. */
function ReadyWhenMounted() {
  useEffect(() => toasterReady(toast), []);
  return null;
}

/** sonner's Toaster, loaded lazily by AppToaster; with it the toasts asked for so far appear. */
export default function LoadedToaster() {
  return (
    <>
      <Toaster {...toasterProps} />
      <ReadyWhenMounted />
    </>
  );
}
