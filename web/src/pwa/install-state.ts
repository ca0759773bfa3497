/**
 * How this visitor can install the web app: it already runs as one, the
 * browser offers it (beforeinstallprompt, Chromium), iPhone and iPad Safari
 * add it through the Share menu, or another browser's own menu does.
 */
import { useAtomValue } from 'jotai';
import { useSyncExternalStore } from 'react';
import { installOfferAtom } from './install';

/** A subscription for browser facts that never change while the page is open (useSyncExternalStore). */
const unchanging = () => () => {};

export type InstallWay = 'installed' | 'offer' | 'ios' | 'browser-menu';

const STANDALONE = '(display-mode: standalone)';

interface Browser {
  standalone: boolean;
  offered: boolean;
  userAgent: string;
  touchPoints: number;
}

// iPadOS Safari says it is a Mac; only the touch screen gives it away.
const isAppleMobile = ({ userAgent, touchPoints }: Browser) => /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && touchPoints > 1);

export function installWayFor(browser: Browser): InstallWay {
  if (browser.standalone) return 'installed';
  if (browser.offered) return 'offer';
  return isAppleMobile(browser) ? 'ios' : 'browser-menu';
}

function subscribeStandalone(onChange: () => void) {
  const query = window.matchMedia(STANDALONE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

// `navigator.standalone`: iOS Safari's own flag for a home-screen app.
const runningAsApp = () => window.matchMedia(STANDALONE).matches || (navigator as { standalone?: boolean }).standalone === true;

/**
 * Follows the browser: the offer arrives late, and an installed app may open
 * this page. The server knows none of it: its page (and the browser's first
 * render, which must match it) shows the browser-menu way until hydrated.
 */
export function useInstallWay(): InstallWay {
  const offered = useAtomValue(installOfferAtom) !== null;
  const standalone = useSyncExternalStore(subscribeStandalone, runningAsApp, () => false);
  const userAgent = useSyncExternalStore(
    unchanging,
    () => navigator.userAgent,
    () => '',
  );
  const touchPoints = useSyncExternalStore(
    unchanging,
    () => navigator.maxTouchPoints,
    () => 0,
  );
  return installWayFor({ standalone, offered, userAgent, touchPoints });
}
