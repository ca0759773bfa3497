import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { useCurrentUser } from '../../../features/auth/hooks/use-session';
import type { Role } from '../../../lib/contract';
import { RequireRole } from '../../guards/require-role';
import { lazyScreen, type StaffScreen } from './lazy-screen';
import { OtherRoleScreen } from './other-role-screen';

const DashboardLayout = lazy(() => import('../../layouts/dashboard-layout'));
// Named as the sidebar names them: a screen that cannot load says which it is.
const screens = {
  franchises: lazyScreen('Franchisees', () => import('./franchises')),
  inbox: lazyScreen('Inbox', () => import('./inbox')),
  requests: lazyScreen('Requests', () => import('./requests')),
  reviews: lazyScreen('Reviews', () => import('./reviews')),
  series: lazyScreen('Series', () => import('./series')),
  location: lazyScreen('Locations', () => import('./location')),
  today: lazyScreen('Today', () => import('./today')),
  newsletters: lazyScreen('Newsletter', () => import('./newsletters')),
  drinks: lazyScreen('Drinks', () => import('./drinks')),
  toppings: lazyScreen('Toppings', () => import('./toppings')),
  chatAdmin: lazyScreen('Chat', () => import('./chat-with-admin')),
  chatFranchise: lazyScreen('Chat', () => import('./chat-with-franchises')),
  videos: lazyScreen('Content', () => import('./videos')),
  content: lazyScreen('Content', () => import('./content')),
  menu: lazyScreen('Menu', () => import('./own-menu')),
  comingSoon: lazyScreen('Coming Soon', () => import('./coming-soon')),
  brandProfile: lazyScreen('Brand Profile', () => import('./brand-profile')),
  notFound: lazyScreen('Page not found', () => import('./not-found')),
};

// SPEC §6 sent non-admins from the franchises screen to /, with no word (issue #51): a screen of one role now
// takes the other to `twin`, its own screen for the same thing (content and videos, the two chats), or, where it
// has none, says whose screen it is, inside the dashboard.
const onlyFor = (role: Role, screen: ReactNode, twin?: string) => (
  <RequireRole role={role} otherwise={twin ? <Navigate to={twin} replace /> : <OtherRoleScreen forRole={role} />}>
    {screen}
  </RequireRole>
);
const adminOnly = (screen: ReactNode, twin?: string) => onlyFor('admin', screen, twin);
const franchiseOnly = (screen: ReactNode, twin?: string) => onlyFor('franchise', screen, twin);

/** The screens each role can open: their code is fetched right after login. */
const ownMenu = [screens.menu, screens.series, screens.drinks, screens.notFound];
const screensOf: Record<Role, StaffScreen[]> = {
  admin: [
    ...ownMenu,
    screens.toppings,
    screens.franchises,
    screens.inbox,
    screens.requests,
    screens.reviews,
    screens.location,
    screens.today,
    screens.newsletters,
    screens.comingSoon,
    screens.content,
    screens.brandProfile,
    screens.chatFranchise,
  ],
  franchise: [...ownMenu, screens.location, screens.today, screens.chatAdmin, screens.videos],
};

const d = paths.dashboard;
// Below the app's `/dashboard/*` route, paths are relative to it.
const under = (path: string) => path.slice(`${d.franchises}/`.length);

const dashboardRoutes: RouteObject[] = [
  {
    element: (
      <Suspense fallback={<Spinner fullPage />}>
        <DashboardLayout />
      </Suspense>
    ),
    children: [
      { index: true, element: adminOnly(<screens.franchises />) },
      { path: under(d.inbox), element: adminOnly(<screens.inbox />) },
      { path: under(d.requests), element: adminOnly(<screens.requests />) },
      { path: under(d.reviews), element: adminOnly(<screens.reviews />) },
      // Head office runs every store; an owner keeps the hours of the stores they run (the screen shows each its own).
      { path: under(d.location), element: <screens.location /> },
      // Both roles: an owner for the stores they run, head office for any store and the day across stores.
      { path: under(d.today), element: <screens.today /> },
      { path: under(d.newsletters), element: adminOnly(<screens.newsletters />) },
      { path: under(d.comingSoon), element: adminOnly(<screens.comingSoon />) },
      { path: under(d.content), element: adminOnly(<screens.content />, d.videos) },
      { path: under(d.brandProfile), element: adminOnly(<screens.brandProfile />) },
      { path: under(d.toppings), element: adminOnly(<screens.toppings />) },
      { path: under(d.chatFranchise), element: adminOnly(<screens.chatFranchise />, d.chatAdmin) },
      { path: under(d.chatAdmin), element: franchiseOnly(<screens.chatAdmin />, d.chatFranchise) },
      { path: under(d.videos), element: franchiseOnly(<screens.videos />, d.content) },
      { path: under(d.menu), element: <screens.menu /> },
      { path: under(d.series), element: <screens.series /> },
      { path: under(d.drinks), element: <screens.drinks /> },
      { path: '*', element: <screens.notFound /> },
    ],
  },
];

const KEEP_AFTER_MS = 1500;

/**
 * Once someone is signed in, the code of every screen of their role is
 * fetched (so a tablet whose Wi-Fi drops still opens each screen in this tab)
 * and stored on the device for the next start (staff-code.ts). Tried again
 * when the connection comes back, if it was missing.
 */
function useStaffScreensKept(role: Role | undefined) {
  useEffect(() => {
    if (!role) return;
    let current = true;
    const keep = async () => {
      try {
        await Promise.all([import('../../layouts/dashboard-layout'), ...screensOf[role].map((screen) => screen.load())]);
      } catch {
        return; // offline before they were stored: the next `online` tries again
      }
      window.removeEventListener('online', retry);
      // Loaded here, not imported: the first download's list of what the dashboard needs stays as short.
      await import('../../../sync/staff/staff-code').then((code) => code.keepStaffCode()).catch(() => false);
      if (current) await import('../../../sync/staff/staff-code-ready').then((ready) => ready.markStaffCodeReady());
    };
    const retry = () => void keep();
    window.addEventListener('online', retry);
    // After the screen on show has loaded what it needs.
    const soon = setTimeout(() => void keep(), KEEP_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(soon);
      window.removeEventListener('online', retry);
    };
  }, [role]);
}

/**
 * Every /dashboard screen with its guard, inside the dashboard layout. The
 * whole table loads with the first /dashboard address (app/router.tsx):
 * visitors never download it.
 */
export default function DashboardRoutes() {
  useStaffScreensKept(useCurrentUser()?.role);
  return useRoutes(dashboardRoutes);
}
