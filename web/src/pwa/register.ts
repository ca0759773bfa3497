/**
 * Registers the service worker (built by vite-plugin-pwa, driven by
 * workbox-window). registerType is 'prompt': a new version waits until the
 * user chooses to reload, so nobody loses what they are typing to an update.
 */
import { registerSW } from 'virtual:pwa-register';
import { toast } from 'sonner';
import { pwaTexts } from './texts';

export function registerServiceWorker() {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const updateServiceWorker = registerSW({
    onNeedRefresh() {
      toast(pwaTexts.updateAvailable, {
        duration: Infinity,
        action: { label: pwaTexts.reload, onClick: () => void updateServiceWorker(true) },
      });
    },
  });
}
