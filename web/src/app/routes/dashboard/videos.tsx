import { PageTitle } from '../../../components/ui/page-title';
import { ContentLibrary } from '../../../features/content-admin/components/content-library';
import { contentTexts } from '../../../features/content-admin/texts';
import './menu-admin-screen.css';
import './tiles.css';

export default function VideosScreen() {
  return (
    <section className="container menu-admin-screen">
      <PageTitle>{contentTexts.franchiseTitle}</PageTitle>
      <h1>{contentTexts.franchiseTitle}</h1>
      <ContentLibrary />
    </section>
  );
}
