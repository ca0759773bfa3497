import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';

// Split from the first download: only the home page and the site frame load up front.
const SeriesPage = lazy(() => import('./series-page'));

export function SeriesScreen() {
  return (
    <Suspense fallback={<Spinner />}>
      <SeriesPage />
    </Suspense>
  );
}
