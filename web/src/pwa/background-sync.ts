/** Background Sync (Chromium): wake the service worker when the connection returns. */
export async function requestBackgroundSync() {
  try {
    const registration = (await navigator.serviceWorker?.getRegistration()) as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined;
    await registration?.sync?.register('outbox');
  } catch {
    // Not supported or not allowed: the page flushes on `online` and at start anyway.
  }
}
