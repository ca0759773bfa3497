/**
 * Registers the service worker (built by vite-plugin-pwa, driven by
 * workbox-window). registerType is 'prompt': a new version waits until the
 * user chooses to reload, so nobody loses what they are typing to an update.
 */
import { registerSW } from 'virtual:pwa-register';
import { toastNotice } from '../components/ui/toast';
import { tellInstallOfInput } from './install-steps-aside';
import { pwaTexts } from './texts';

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const updateServiceWorker = registerSW({
    onRegisteredSW(_url, registration) {
      if (registration) tellInstallOfInput(registration);
    },
    onNeedRefresh() {
      toastNotice(pwaTexts.updateAvailable, {
        action: { label: pwaTexts.reload, onClick: () => void updateServiceWorker(true) },
        persistent: true,
      });
    },
  });
}
