import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { RequireRole } from './guards/require-role';
import { publicSite } from './public-routes';

// Everything under /dashboard is split out: visitors never download it.
const DashboardLayout = lazy(() => import('./layouts/dashboard-layout'));
const screens = {
  franchises: lazy(() => import('./routes/dashboard/franchises')),
  inbox: lazy(() => import('./routes/dashboard/inbox')),
  requests: lazy(() => import('./routes/dashboard/requests')),
  reviews: lazy(() => import('./routes/dashboard/reviews')),
  series: lazy(() => import('./routes/dashboard/series')),
  location: lazy(() => import('./routes/dashboard/location')),
  newsletters: lazy(() => import('./routes/dashboard/newsletters')),
  drinks: lazy(() => import('./routes/dashboard/drinks')),
  chatAdmin: lazy(() => import('./routes/dashboard/chat-admin')),
  chatFranchise: lazy(() => import('./routes/dashboard/chat-franchise')),
  videos: lazy(() => import('./routes/dashboard/videos')),
  content: lazy(() => import('./routes/dashboard/content')),
  menu: lazy(() => import('./routes/dashboard/own-menu')),
  comingSoon: lazy(() => import('./routes/dashboard/coming-soon')),
  notFound: lazy(() => import('./routes/dashboard/not-found')),
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

export const routes: RouteObject[] = [
  publicSite,
  {
    path: d.franchises,
    element: (
      <Suspense fallback={<Spinner fullPage />}>
        <DashboardLayout />
      </Suspense>
    ),
    children: [
      { index: true, element: adminOnly(<screens.franchises />) },
      { path: d.inbox, element: adminOnly(<screens.inbox />) },
      { path: d.requests, element: adminOnly(<screens.requests />) },
      { path: d.reviews, element: adminOnly(<screens.reviews />) },
      { path: d.location, element: adminOnly(<screens.location />) },
      { path: d.newsletters, element: adminOnly(<screens.newsletters />) },
      { path: d.comingSoon, element: adminOnly(<screens.comingSoon />) },
      { path: d.content, element: adminOnly(<screens.content />) },
      { path: d.chatFranchise, element: adminOnly(<screens.chatFranchise />) },
      { path: d.chatAdmin, element: franchiseOnly(<screens.chatAdmin />) },
      { path: d.videos, element: franchiseOnly(<screens.videos />) },
      { path: d.menu, element: <screens.menu /> },
      { path: d.series, element: <screens.series /> },
      { path: d.drinks, element: <screens.drinks /> },
      { path: '*', element: <screens.notFound /> },
    ],
  },
];
