import { lazy, Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import { paths } from '../config/paths';
import { publicSite } from './public-routes';

// Everything under /dashboard, its route table too, is split out: visitors never download it.
const DashboardRoutes = lazy(() => import('./routes/dashboard/dashboard-routes'));

export const routes: RouteObject[] = [
  publicSite,
  {
    path: `${paths.dashboard.franchises}/*`,
    element: (
      <Suspense fallback={<Spinner fullPage />}>
        <DashboardRoutes />
      </Suspense>
    ),
  },
];
