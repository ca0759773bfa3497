import { PageTitle } from '../../../components/ui/page-title';
import { RequestsAdmin } from '../../../features/franchise-requests-admin/components/requests-admin';
import { requestTexts } from '../../../features/franchise-requests-admin/texts';
import './admin-screen.css';

export default function RequestsScreen() {
  return (
    <div className="container admin-screen">
      <PageTitle>{requestTexts.screenTitle}</PageTitle>
      <RequestsAdmin />
    </div>
  );
}
