// First: the global styles come before every component's own stylesheet (styles/index.css).
import './styles/index.css';
import { startTransition, StrictMode, useEffect, type ReactNode } from 'react';
import { App } from './app/app';
import { preloadPage } from './app/public-routes';
import { releaseHeldTaps } from './lib/held-taps';
import { pageCommitted, whenTakenOverAndIdle } from './lib/page-taken-over';
import { listenForInstallOffer } from './pwa/install';
import { markOutboxInUse, outboxHoldsItems, whenOutboxInUse } from './sync/outbox-in-use';
import { primeInWorker } from './sync/prime-in-worker';
import { readPageSnapshot } from './sync/snapshot';

// The outbox runs once something is waiting in it, from an earlier visit or
// written now: a first visit with nothing to send loads none of its code.
whenOutboxInUse(() => void import('./app/outbox-start').then((outbox) => outbox.startOutboxInBackground()));
void outboxHoldsItems().then((waiting) => waiting && markOutboxInUse());
listenForInstallOffer();
// The service worker, its update prompt and the site prepared for offline: nothing a first visit shows needs them.
whenTakenOverAndIdle(() => void import('./pwa/register').then((pwa) => pwa.registerServiceWorker()));

const container = document.getElementById('root')!;
// A page the Worker rendered comes with the data it showed: take over its markup. The app shell (offline, dashboard) has neither.
const snapshot = readPageSnapshot();
// What it showed goes into the cache, for the next visit and offline, from a worker: not on this page's thread.
if (snapshot) whenTakenOverAndIdle(() => void primeInWorker(snapshot));
// A frame, then a task: the browser has painted what it had by then.
const afterNextPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function comeAlive() {
  // Finding the page's body and starting its code, then evaluating React's renderer, each in a task of its own,
  // not in the one that evaluated the app's code: together they are one long task a phone cannot answer in.
  await nextTask();
  const page = snapshot && container.firstElementChild ? preloadPage(location.pathname).catch(() => undefined) : undefined;
  await nextTask();
  const { createRoot, hydrateRoot } = await import('react-dom/client');
  const app = (
    <StrictMode>
      <Alive>
        <App snapshot={snapshot} />
      </Alive>
    </StrictMode>
  );
  if (page) {
    // The page's lazily split body first: no part of the page then waits, on screen but not yet alive, for its code.
    // And the server's page on screen first, then taken over as a transition: React works on it in slices of a
    // few milliseconds and lets the browser answer the visitor in between, instead of one long task.
    await Promise.all([page, afterNextPaint()]);
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

/**
 * Once React has committed the page (taken over, or drawn afresh), the taps made before reach it. A wrapper, not a
 * sibling of the app: a second child would change every useId below it from the server's, and with them the fields'
 * ids that what was typed before is read by.
 */
function Alive({ children }: { children: ReactNode }) {
  useEffect(() => {
    releaseHeldTaps(container);
    pageCommitted();
  }, []);
  return children;
}
void comeAlive();
