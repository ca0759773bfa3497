/**
 * 'My store': the store a visitor picked on its page, kept on the device
 * (localStorage, no account), so the menu's drink builder can say what that
 * store has today. Every open page hears a change (the storage event for
 * other tabs, a local event for this one).
 */
import { useSyncExternalStore } from 'react';

export interface MyStore {
  id: string;
  name: string;
  timeZone: string;
}

const KEY = 'my-store';
const CHANGED = 'my-store-changed';

function read(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function setMyStore(store: MyStore | null) {
  try {
    if (store) localStorage.setItem(KEY, JSON.stringify(store));
    else localStorage.removeItem(KEY);
  } catch {
    return; // private mode: nothing is kept
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  window.addEventListener(CHANGED, onChange);
  return () => {
    window.removeEventListener('storage', onChange);
    window.removeEventListener(CHANGED, onChange);
  };
}

/** The picked store, or null (also while the server renders: the device is not known there). */
export function useMyStore(): MyStore | null {
  const text = useSyncExternalStore(subscribe, read, () => null);
  if (!text) return null;
  try {
    return JSON.parse(text) as MyStore;
  } catch {
    return null;
  }
}
