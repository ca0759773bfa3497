import { Suspense, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { OutboxQueue } from '../../components/outbox/outbox-queue';
import { Spinner } from '../../components/ui/spinner';
import { paths } from '../../config/paths';
import { SessionEnded } from '../../features/auth/components/session-ended';
import { useSession } from '../../features/auth/hooks/use-session';
import { useSessionEnd } from '../../features/auth/session-end';
import { authTexts } from '../../features/auth/texts';
import { ChatAlerts } from '../../features/chat-admin/components/chat-alerts';
import { ChatLinkProvider } from '../../features/chat-admin/components/chat-link-provider';
import { SavedScreensProvider } from '../../sync/staff/saved-screens';
import { DashboardScreenBoundary } from './dashboard-screen-boundary';
import { StaffOfflineBanner } from './dashboard-offline-banner';
import { DashboardSidebar } from './dashboard-sidebar';
import { useStaffSession } from './dashboard-session';
import { ScrollRestoration } from './scroll-restoration';
import { MAIN_ID, SkipLink } from './skip-link';
import { useFocusOnNavigate } from './use-focus-on-navigate';
import './dashboard-layout.css';
import './dashboard-forms.css';

/**
 * Every /dashboard page: waits for the current user, sends visitors home
 * (but tells someone whose session head office ended, on this address), then
 * shows the role's sidebar beside the screen, with one chat socket for every
 * screen (the chat screens and the unread alerts share it). Each screen
 * saves what it loads on this device and shows it offline (SavedScreens), and
 * whatever a screen throws stays inside its boundary, under the sidebar.
 * Loaded lazily, with its styles, so the public site never downloads it.
 */
export default function DashboardLayout() {
  const session = useSession();
  const sessionEnd = useSessionEnd();
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  useFocusOnNavigate(mainRef);
  useStaffSession();

  if (session.status === 'loading') return <Spinner fullPage label={authTexts.loadingUser} />;
  if (!session.user) return sessionEnd ? <SessionEnded end={sessionEnd} /> : <Navigate to={paths.home} replace />;

  return (
    <SavedScreensProvider userId={session.user._id}>
      <ChatLinkProvider>
        <ChatAlerts user={session.user} />
        <div className="dash">
          <SkipLink />
          <DashboardSidebar user={session.user} />
          <main id={MAIN_ID} ref={mainRef} className="dash-main" tabIndex={-1}>
            <StaffOfflineBanner />
            <DashboardScreenBoundary pathname={pathname}>
              <Suspense fallback={<Spinner />}>
                <Outlet />
              </Suspense>
            </DashboardScreenBoundary>
            <OutboxQueue />
          </main>
          <ScrollRestoration />
        </div>
      </ChatLinkProvider>
    </SavedScreensProvider>
  );
}
