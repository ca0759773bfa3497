/** Background Sync (Chromium): wake the service worker when the connection returns. */
export async function requestBackgroundSync() {
  try {
    // Not in TypeScript's DOM types yet.
    const registration: (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined = await navigator.serviceWorker?.getRegistration();
    await registration?.sync?.register('outbox');
  } catch {
    // Not supported or not allowed: the page flushes on `online` and at start anyway.
  }
}
