// First: the global styles come before every component's own stylesheet (styles/index.css).
import './styles/index.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { bootSession } from './app/boot-session';
import { startOutboxInBackground } from './app/outbox-start';
import { createAppRouter } from './app/router';
import { listenForInstallOffer } from './pwa/install';
import { registerServiceWorker } from './pwa/register';

const router = createAppRouter();
void bootSession(router);
void startOutboxInBackground();
listenForInstallOffer();
registerServiceWorker();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} />
  </StrictMode>,
);
