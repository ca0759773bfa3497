import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';

// Split from the first download: only the home page and the site frame load up front.
const FranchisePage = lazy(() => import('./franchise-page'));

export function FranchiseScreen() {
  return (
    <Suspense fallback={<Spinner />}>
      <FranchisePage />
    </Suspense>
  );
}
