import { lazy, Suspense } from 'react';
import { Spinner } from '../../components/ui/spinner';

// Split from the first download: only the home page and the site frame load up front.
const ContactPage = lazy(() => import('./contact-page'));

export function ContactScreen() {
  return (
    <Suspense fallback={<Spinner />}>
      <ContactPage />
    </Suspense>
  );
}
