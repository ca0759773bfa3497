/**
 * While a worker installs (its precache: about a hundred files, one after
 * another), each tap and key press on the page tells it, and it waits before
 * its next file until the visitor has let the page be for a moment
 * (public/sw-install-steps-aside.js): a first visit's first taps answer
 * without the install on the same cores.
 */
export function tellInstallOfInput(registration: ServiceWorkerRegistration, target: EventTarget = window) {
  const tell = () => registration.installing?.postMessage({ type: 'visitor-input' });
  for (const type of ['pointerdown', 'keydown']) target.addEventListener(type, tell, { capture: true, passive: true });
}
