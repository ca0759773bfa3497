import { PageTitle } from '../../../components/ui/page-title';
import { useCurrentUser } from '../../../features/auth/hooks/use-session';
import { SeriesAdmin } from '../../../features/series-admin/components/series-admin';
import { seriesTexts } from '../../../features/series-admin/texts';
import './menu-admin-screen.css';

/** Series for both roles; only head office picks signature series, so only an admin gets the switch. */
export default function SeriesScreen() {
  const isAdmin = useCurrentUser()?.role === 'admin';
  return (
    <section className="container menu-admin-screen">
      <PageTitle>{seriesTexts.screenTitle}</PageTitle>
      <h1>{seriesTexts.screenTitle}</h1>
      <SeriesAdmin canMarkSignature={isAdmin} />
    </section>
  );
}
