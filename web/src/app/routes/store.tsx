import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';

// Split from the first download like /locations, whose chunk it mostly shares.
const StorePage = lazy(() => import('./store-page'));

export function StoreScreen() {
  return (
    <Suspense fallback={<Spinner />}>
      <StorePage />
    </Suspense>
  );
}
