/**
 * 'My store': the store a visitor picked on its page, kept on the device
 * (localStorage, no account), so the menu's drink builder can say what that
 * store has today. Every open page hears a change (the storage event for
 * other tabs, setMyStore for this one).
 */
import { useSyncExternalStore } from 'react';
import { whenIdle } from './idle';

export interface MyStore {
  id: string;
  name: string;
  timeZone: string;
}

const KEY = 'my-store';

function read(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

/**
 * What the device holds, once read (undefined before). A page's first
 * localStorage read waits on the browser process; read during the take-over
 * of the server's page (useSyncExternalStore checks its snapshot right after
 * hydrating), it was one task of up to 100 ms on the store page under the
 * bench's phone profile. So it is read when the page is idle, and the page
 * renders as the server did (no store picked) until then.
 */
let stored: string | null | undefined;
const listeners = new Set<() => void>();
let cancelRead = () => {};

function learn(text: string | null) {
  if (text === stored) return;
  stored = text;
  for (const onChange of listeners) onChange();
}

const reread = () => learn(read());

export function setMyStore(store: MyStore | null) {
  const text = store ? JSON.stringify(store) : null;
  try {
    if (text) localStorage.setItem(KEY, text);
    else localStorage.removeItem(KEY);
  } catch {
    return; // private mode: nothing is kept
  }
  learn(text);
}

// Other tabs change it through the storage event; this one through setMyStore.
function subscribe(onChange: () => void) {
  listeners.add(onChange);
  if (listeners.size === 1) {
    cancelRead = whenIdle(reread);
    window.addEventListener('storage', reread);
  }
  return () => {
    listeners.delete(onChange);
    if (listeners.size > 0) return;
    cancelRead();
    window.removeEventListener('storage', reread);
  };
}

function parse(text: string | null): MyStore | null {
  if (!text) return null;
  try {
    return JSON.parse(text) as MyStore;
  } catch {
    return null;
  }
}

/** The picked store, or null (also while the server renders, and until the page is idle: see `stored`). */
export function useMyStore(): MyStore | null {
  const text = useSyncExternalStore(
    subscribe,
    () => stored ?? null,
    () => null,
  );
  return parse(text);
}

/**
 * The brand no longer has this store (the Worker answers 404 for it, or a fresh list of stores lacks it): if it is
 * My store, the device lets it go, so no page says what a closed store has today, and no visit asks after it again.
 */
export function forgetClosedStore(id: string) {
  if (readMyStore()?.id === id) setMyStore(null);
}

/** The picked store as the device holds it now, for work done when the page is idle (not while it renders: see `stored`). */
export function readMyStore(): MyStore | null {
  return parse(read());
}
