/**
 * Registers the service worker (built by vite-plugin-pwa, driven by
 * workbox-window). registerType is 'prompt': a new version waits until the
 * user chooses to reload, so nobody loses what they are typing to an update.
 * Once the worker answers this page (at once on a returning visit; on a first
 * one when it has installed and claimed the page), and the page is idle, the
 * whole public site is prepared for offline (sync/prepare-offline.ts).
 */
import { registerSW } from 'virtual:pwa-register';
import { toastNotice } from '../components/ui/toast';
import { whenIdle } from '../lib/idle';
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
  whenControlled(() => whenIdle(() => void import('../sync/prepare-offline').then((offline) => offline.prepareForOffline())));
}

/** Runs `task` once a service worker answers this page. */
function whenControlled(task: () => void) {
  if (navigator.serviceWorker.controller) return task();
  navigator.serviceWorker.addEventListener('controllerchange', () => task(), { once: true });
}
