import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';

// Split from the first download: only the home page and the site frame load up front.
const LocationsPage = lazy(() => import('./locations-page'));

export function LocationsScreen() {
  return (
    <Suspense fallback={<Spinner />}>
      <LocationsPage />
    </Suspense>
  );
}
