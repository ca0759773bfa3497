import { PageTitle } from '../../../components/ui/page-title';
import { FranchisesAdmin } from '../../../features/franchises-admin/components/franchises-admin';
import { franchiseTexts } from '../../../features/franchises-admin/texts';
import './admin-screen.css';

export default function FranchisesScreen() {
  return (
    <div className="container admin-screen">
      <PageTitle>{franchiseTexts.screenTitle}</PageTitle>
      <FranchisesAdmin />
    </div>
  );
}
