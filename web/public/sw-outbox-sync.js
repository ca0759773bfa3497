// Background Sync (Chromium only): when the browser regains a connection it
// wakes the service worker, which asks every open page to send its outbox.
// Pages also flush on `online` and at start, which covers every browser.
self.addEventListener('sync', (event) => {
  if (event.tag !== 'outbox') return;
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((clients) => {
      for (const client of clients) client.postMessage({ type: 'flush-outbox' });
    }),
  );
});
