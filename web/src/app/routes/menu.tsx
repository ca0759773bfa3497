import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';

// Split from the first download: only the home page and the site frame load up front.
const MenuPage = lazy(() => import('./menu-page'));

export function MenuScreen() {
  return (
    <Suspense fallback={<Spinner />}>
      <MenuPage />
    </Suspense>
  );
}
