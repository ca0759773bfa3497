import { atom, useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { NEWSLETTER_POPUP_DELAY_MS } from './texts';

/** Whether the newsletter popup is open; the footer button and the home page open it. */
export const newsletterPopupAtom = atom(false);

// Closed or subscribed during this visit: the home page stops opening it by
// itself (the footer button still does). A new tab or reload starts afresh.
const SETTLED_KEY = 'newsletter-popup-settled';

export function settleNewsletterPopup() {
  try {
    sessionStorage.setItem(SETTLED_KEY, '1');
  } catch {
    // Storage blocked: the popup may simply show again on the next home visit.
  }
}

function isSettled() {
  try {
    return sessionStorage.getItem(SETTLED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * Opens the popup 5 s after the home page loads (SPEC §2.2, §9), unless the
 * visitor already closed it or subscribed in this visit, or another dialog
 * (the navigation drawer, say) is open at that moment.
 */
export function useNewsletterAutoOpen() {
  const setOpen = useSetAtom(newsletterPopupAtom);
  useEffect(() => {
    if (isSettled()) return;
    const timer = setTimeout(() => {
      if (!document.querySelector('dialog[open]')) setOpen(true);
    }, NEWSLETTER_POPUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [setOpen]);
}
