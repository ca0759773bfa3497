import { PageTitle } from '../../../components/ui/page-title';
import { NewslettersAdmin } from '../../../features/newsletters-admin/components/newsletters-admin';
import { newsletterTexts } from '../../../features/newsletters-admin/texts';
import './admin-screen.css';

export default function NewslettersScreen() {
  return (
    <div className="container admin-screen">
      <PageTitle>{newsletterTexts.screenTitle}</PageTitle>
      <NewslettersAdmin />
    </div>
  );
}
