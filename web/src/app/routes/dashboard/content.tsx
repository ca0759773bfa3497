import { PageTitle } from '../../../components/ui/page-title';
import { ContentAdmin } from '../../../features/content-admin/components/content-admin';
import { contentTexts } from '../../../features/content-admin/texts';
import './menu-admin-screen.css';
import './tiles.css';

export default function ContentScreen() {
  return (
    <section className="container menu-admin-screen">
      <PageTitle>{contentTexts.adminTitle}</PageTitle>
      <h1>{contentTexts.adminTitle}</h1>
      <ContentAdmin />
    </section>
  );
}
