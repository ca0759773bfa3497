import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { NEWSLETTER_POPUP_DELAY_MS } from './texts';

/** Whether the newsletter popup is open; the footer button and the home page open it. */
export const newsletterPopupAtom = atom(false);

// Closed during this visit: the home page stops opening it by itself (the
// footer button still does). A new tab or reload starts afresh.
const SETTLED_KEY = 'newsletter-popup-settled';
// Subscribed (sent or queued, from any form): the popup never asks this browser again.
const SUBSCRIBED_KEY = 'newsletter-subscribed';

function remember(storage: () => Storage, key: string) {
  try {
    storage().setItem(key, '1');
  } catch {
    // Storage blocked: the popup may simply show again on the next home visit.
  }
}

function recalls(storage: () => Storage, key: string) {
  try {
    return storage().getItem(key) === '1';
  } catch {
    return false;
  }
}

export const settleNewsletterPopup = () => remember(() => sessionStorage, SETTLED_KEY);
export const rememberSubscribed = () => remember(() => localStorage, SUBSCRIBED_KEY);
const isSettled = () => recalls(() => sessionStorage, SETTLED_KEY) || recalls(() => localStorage, SUBSCRIBED_KEY);

/** The page's own signup (the home page's band), marked with this attribute. */
export const OWN_SIGNUP_ATTRIBUTE = 'data-newsletter-signup';
const RETRY_MS = 1000;

/** Whether the page's own signup is on screen or being filled in: then the popup would only cover it. */
function ownSignupInUse(): boolean {
  const signup = document.querySelector(`[${OWN_SIGNUP_ATTRIBUTE}]`);
  if (!signup) return false;
  if (signup.contains(document.activeElement)) return true;
  const { top, bottom } = signup.getBoundingClientRect();
  return top < window.innerHeight && bottom > 0;
}

/**
 * Opens the popup 5 s after the home page loads (SPEC §2.2, §9), unless the
 * visitor already closed it in this visit, subscribed in this browser (even
 * during those 5 s, from the page's own form), or another dialog (the
 * navigation drawer, say) is open at that moment. Never over the page's own
 * signup: while that is in view or in use, it waits until it is not.
 */
export function useNewsletterAutoOpen() {
  const setOpen = useSetAtom(newsletterPopupAtom);
  useEffect(() => {
    // Storage is read when the wait is over, not now: a page's first read of each storage area waits on the
    // browser process (about 15 ms on a fast machine), which would land in the task that takes the page over.
    let timer: ReturnType<typeof setTimeout>;
    const tryOpen = () => {
      if (isSettled() || document.querySelector('dialog[open]')) return;
      if (ownSignupInUse()) timer = setTimeout(tryOpen, RETRY_MS);
      else setOpen(true);
    };
    timer = setTimeout(tryOpen, NEWSLETTER_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [setOpen]);
}
