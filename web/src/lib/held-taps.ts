import { ALIVE_ATTRIBUTE, HELD_TAP_ATTRIBUTE, HELD_TAPS } from './held-submits-script';

declare global {
  interface Window {
    [HELD_TAPS]?: HTMLElement[];
  }
}

/**
 * The app has taken the page over: taps go to it from now on, and those the
 * head's script held before (lib/held-submits-script.ts) are made again, in
 * order, a task later, on the buttons still on the page.
 */
export function releaseHeldTaps(root: HTMLElement) {
  root.setAttribute(ALIVE_ATTRIBUTE, '');
  const held = window[HELD_TAPS]?.splice(0) ?? [];
  if (!held.length) return;
  setTimeout(() => {
    for (const button of held) {
      button.removeAttribute(HELD_TAP_ATTRIBUTE);
      if (button.isConnected) button.click();
    }
  }, 0);
}
