/**
 * Keeps the browser's install offer (beforeinstallprompt fires once, early, and
 * only where the browser allows installing) so a button can use it later.
 */
import { atom } from 'jotai';
import { store } from '../lib/store';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export const installOfferAtom = atom<InstallPromptEvent | null>(null);

export function listenForInstallOffer() {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    store.set(installOfferAtom, event as InstallPromptEvent);
  });
  window.addEventListener('appinstalled', () => store.set(installOfferAtom, null));
}
