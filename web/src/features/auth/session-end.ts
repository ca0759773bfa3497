/**
 * A session head office ended (issue #51): remembered on this device until
 * the person signs in again, so the notice survives a reload, the Wi-Fi going
 * and the `signed_in` hint being dropped. `email` fills the sign-in form.
 */
import { atom, useAtomValue } from 'jotai';
import { isSessionEndReason, type SessionEndReason } from '../../lib/contract';
import { store } from '../../lib/store';

export interface SessionEnd {
  reason: SessionEndReason;
  email: string;
}

const KEY = 'bubble-tea.session-ended';

function storedEnd(): SessionEnd | null {
  try {
    const end = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<SessionEnd> | null;
    return end && isSessionEndReason(end.reason) ? { reason: end.reason, email: typeof end.email === 'string' ? end.email : '' } : null;
  } catch {
    return null;
  }
}

export const sessionEndAtom = atom<SessionEnd | null>(storedEnd());

export function rememberSessionEnd(end: SessionEnd) {
  try {
    localStorage.setItem(KEY, JSON.stringify(end));
  } catch {
    // Storage off: the notice lasts as long as this page.
  }
  store.set(sessionEndAtom, end);
}

export function forgetSessionEnd() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
  store.set(sessionEndAtom, null);
}

/** The ended session this device still has to tell its user about, if any. */
export const useSessionEnd = () => useAtomValue(sessionEndAtom);
