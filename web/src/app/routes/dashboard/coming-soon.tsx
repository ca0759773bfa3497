import { PageTitle } from '../../../components/ui/page-title';
import { ComingSoonAdmin } from '../../../features/coming-soon-admin/components/coming-soon-admin';
import { comingSoonTexts } from '../../../features/coming-soon-admin/texts';
import './admin-screen.css';

export default function ComingSoonScreen() {
  return (
    <div className="container admin-screen">
      <PageTitle>{comingSoonTexts.screenTitle}</PageTitle>
      <ComingSoonAdmin />
    </div>
  );
}
