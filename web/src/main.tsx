// First: the global styles come before every component's own stylesheet (styles/index.css).
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPage } from './app/public-routes';
import { listenForInstallOffer } from './pwa/install';
import { readPageSnapshot } from './sync/snapshot';

// The outbox and its texts are not needed to paint or take over the page: they load beside it.
void import('./app/outbox-start').then((outbox) => outbox.startOutboxInBackground());
listenForInstallOffer();
// The service worker and its update prompt wait for the page to load: nothing on first paint needs them.
const registerWorker = () => void import('./pwa/register').then((pwa) => pwa.registerServiceWorker());
if (document.readyState === 'complete') registerWorker();
else window.addEventListener('load', registerWorker, { once: true });

const container = document.getElementById('root')!;
// A page the Worker rendered comes with the data it showed: take over its markup. The app shell (offline, dashboard) has neither.
const snapshot = readPageSnapshot();
const app = (
  <StrictMode>
    <App snapshot={snapshot} />
  </StrictMode>
);
// A frame, then a task: the browser has painted what it had by then.
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
if (snapshot && container.firstElementChild) {
  // The page's lazily split body first: no part of the page then waits, on screen but not yet alive, for its code.
  // And the server's page on screen first: taking it over is the longest task of a first visit on a slow phone, and
  // with the scripts already at hand the browser would run it before painting anything.
  void Promise.all([preloadPage(location.pathname).catch(() => undefined), afterNextPaint()]).then(() => hydrateRoot(container, app));
} else {
  createRoot(container).render(app);
}
