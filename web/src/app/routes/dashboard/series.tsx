import { PageTitle } from '../../../components/ui/page-title';
import { SeriesAdmin } from '../../../features/series-admin/components/series-admin';
import { seriesTexts } from '../../../features/series-admin/texts';
import './menu-admin-screen.css';
import './tiles.css';

export default function SeriesScreen() {
  return (
    <section className="container menu-admin-screen">
      <PageTitle>{seriesTexts.screenTitle}</PageTitle>
      <h1>{seriesTexts.screenTitle}</h1>
      <SeriesAdmin />
    </section>
  );
}
