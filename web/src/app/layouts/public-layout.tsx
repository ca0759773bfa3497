import { Suspense, useRef } from 'react';
import { Outlet } from 'react-router';
import { OfflineBanner } from '../../components/outbox/offline-banner';
import { OutboxQueue } from '../../components/outbox/outbox-queue';
import { NewsletterPopup } from '../../features/newsletters/components/newsletter-popup';
import { lazyPart } from '../../lib/lazy-parts';
import { ScrollRestoration } from './scroll-restoration';
import { SiteHeader } from './site-header';
import { MAIN_ID, SkipLink } from './skip-link';
import { useFocusOnNavigate } from './use-focus-on-navigate';
import './public-layout.css';

const SiteFooter = lazyPart('site-footer', () => import('./site-footer'));

/**
 * Header, content and footer of the public site (not used on /dashboard
 * paths), with the offline banner, what is waiting to send, and the
 * newsletter popup the footer's button opens on any page.
 *
 * Header, page and footer (a lazy part) are each a Suspense boundary: taking over a page
 * the server rendered, React then works on them one after the other, each in
 * its own short tasks, and a tap on one is answered before the others are done.
 */
export function PublicLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigate(mainRef);
  return (
    <div className="site">
      <SkipLink />
      <Suspense>
        <SiteHeader />
      </Suspense>
      <OfflineBanner />
      <OutboxQueue />
      <main id={MAIN_ID} ref={mainRef} className="site-main" tabIndex={-1}>
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <NewsletterPopup />
      <ScrollRestoration />
    </div>
  );
}
