import { lazy, Suspense, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from 'react-router';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { RequireRole } from '../../guards/require-role';

const DashboardLayout = lazy(() => import('../../layouts/dashboard-layout'));
const screens = {
  franchises: lazy(() => import('./franchises')),
  inbox: lazy(() => import('./inbox')),
  requests: lazy(() => import('./requests')),
  reviews: lazy(() => import('./reviews')),
  series: lazy(() => import('./series')),
  location: lazy(() => import('./location')),
  newsletters: lazy(() => import('./newsletters')),
  drinks: lazy(() => import('./drinks')),
  chatAdmin: lazy(() => import('./chat-admin')),
  chatFranchise: lazy(() => import('./chat-franchise')),
  videos: lazy(() => import('./videos')),
  content: lazy(() => import('./content')),
  menu: lazy(() => import('./own-menu')),
  comingSoon: lazy(() => import('./coming-soon')),
  brandProfile: lazy(() => import('./brand-profile')),
  notFound: lazy(() => import('./not-found')),
};

// SPEC §6 sends non-admins away from the franchises screen to /; the other
// admin screens follow suit. Franchise-only screens send an admin to theirs.
const adminOnly = (screen: ReactNode) => (
  <RequireRole role="admin" redirectTo={paths.home}>
    {screen}
  </RequireRole>
);
const franchiseOnly = (screen: ReactNode) => (
  <RequireRole role="franchise" redirectTo={paths.dashboard.franchises}>
    {screen}
  </RequireRole>
);

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
      { path: under(d.location), element: adminOnly(<screens.location />) },
      { path: under(d.newsletters), element: adminOnly(<screens.newsletters />) },
      { path: under(d.comingSoon), element: adminOnly(<screens.comingSoon />) },
      { path: under(d.content), element: adminOnly(<screens.content />) },
      { path: under(d.brandProfile), element: adminOnly(<screens.brandProfile />) },
      { path: under(d.chatFranchise), element: adminOnly(<screens.chatFranchise />) },
      { path: under(d.chatAdmin), element: franchiseOnly(<screens.chatAdmin />) },
      { path: under(d.videos), element: franchiseOnly(<screens.videos />) },
      { path: under(d.menu), element: <screens.menu /> },
      { path: under(d.series), element: <screens.series /> },
      { path: under(d.drinks), element: <screens.drinks /> },
      { path: '*', element: <screens.notFound /> },
    ],
  },
];

/**
 * Every /dashboard screen with its guard, inside the dashboard layout. The
 * whole table loads with the first /dashboard address (app/router.tsx):
 * visitors never download it.
 */
export default function DashboardRoutes() {
  return useRoutes(dashboardRoutes);
}
