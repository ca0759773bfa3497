import { useRef } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_ID, SkipLink } from './skip-link';
import { useFocusOnNavigate } from './use-focus-on-navigate';

/** Header, content and footer of the public site (not used on /dashboard paths). */
export function PublicLayout() {
  const mainRef = useRef<HTMLElement>(null);
  useFocusOnNavigate(mainRef);
  return (
    <div className="site">
      <SkipLink />
      <SiteHeader />
      <main id={MAIN_ID} ref={mainRef} className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </div>
  );
}
