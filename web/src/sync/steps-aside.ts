/**
 * What a visit does for later (the offline site: its data fetched and stored
 * in a worker, its pictures loaded by the page) waits while the visitor taps
 * or types, as the service worker's install does
 * (public/sw-install-steps-aside.js). On a phone's two cores the preparation
 * ran beside the first taps of a first visit: opening a drink answered in
 * 40 ms before it, in 128-136 ms with it (bench, INP, median of 5).
 * Each step waits until the visitor has let the page be for a moment
 * (`quietMs`); in all it is never held up longer than MOST_MS, so a visitor
 * who keeps tapping still gets the site offline.
 */
export const VISITOR_INPUT = 'visitor-input';
/** What the page posts to the preparing worker on each tap and key press. */
export interface VisitorInput {
  type: typeof VISITOR_INPUT;
}
const QUIET_MS = 800;
const MOST_MS = 20_000;

export interface StepAside {
  /** The visitor tapped or typed just now. */
  input: () => void;
  /** Resolves once the visitor has let the page be for `quietMs` since the last input (or the gate has held MOST_MS in all). */
  whenQuiet: () => Promise<void>;
}

export function stepAside({ quietMs = QUIET_MS, now = Date.now }: { quietMs?: number; now?: () => number } = {}): StepAside {
  let quietUntil = 0;
  let held = 0;
  return {
    input: () => {
      quietUntil = now() + quietMs;
    },
    whenQuiet: async () => {
      for (let wait = quietUntil - now(); wait > 0 && held < MOST_MS; wait = quietUntil - now()) {
        const ms = Math.min(wait, MOST_MS - held);
        held += ms;
        await new Promise((resolve) => setTimeout(resolve, ms));
      }
    },
  };
}

/** Calls `onInput` on each tap and key press of the page, before the page's own handlers; answers how to stop. */
export function onVisitorInput(onInput: () => void, target: EventTarget = window): () => void {
  const types = ['pointerdown', 'keydown'];
  for (const type of types) target.addEventListener(type, onInput, { capture: true, passive: true });
  return () => {
    for (const type of types) target.removeEventListener(type, onInput, { capture: true });
  };
}
