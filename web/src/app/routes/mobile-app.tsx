import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';

// Split from the first download: only the home page and the site frame load up front.
const MobileAppPage = lazy(() => import('./mobile-app-page'));

export function MobileAppScreen() {
  return (
    <Suspense fallback={<Spinner />}>
      <MobileAppPage />
    </Suspense>
  );
}
