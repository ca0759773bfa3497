// A first visit's install fetches and stores the precache (about a hundred
// files, one after another) for a couple of seconds, on the same cores as the
// page. The visitor's first taps land in those seconds: on a phone the install
// then slows them down (opening a drink answered in 64 ms, or in 128 ms during
// the install). So while a worker installs, the page tells it of each tap and
// key press (src/pwa/install-steps-aside.ts), and the install waits before its
// next file until the visitor has let the page be for a moment. Workbox's
// precache offers no hook between its files in the generated worker; its
// fetches go through `self.fetch`, so that is where it waits.
(() => {
  const QUIET_MS = 800;
  // An install is never held up longer than this in all: a visitor typing a
  // long message still gets the site offline soon.
  const MOST_MS = 8000;
  let installing = false;
  let quietUntil = 0;
  let held = 0;

  self.addEventListener('install', () => {
    installing = true;
  });
  self.addEventListener('activate', () => {
    installing = false;
  });
  self.addEventListener('message', (event) => {
    if (installing && event.data && event.data.type === 'visitor-input') quietUntil = Date.now() + QUIET_MS;
  });

  const fetchNow = self.fetch.bind(self);
  self.fetch = async (...args) => {
    for (let wait = quietUntil - Date.now(); installing && wait > 0 && held < MOST_MS; wait = quietUntil - Date.now()) {
      const ms = Math.min(wait, MOST_MS - held);
      held += ms;
      await new Promise((resolve) => setTimeout(resolve, ms));
    }
    return fetchNow(...args);
  };
})();
