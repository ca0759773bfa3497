import { PageTitle } from '../../../components/ui/page-title';
import { BrandProfileAdmin } from '../../../features/brand-profile-admin/components/brand-profile-admin';
import { brandProfileAdminTexts } from '../../../features/brand-profile-admin/texts';
import './admin-screen.css';

export default function BrandProfileScreen() {
  return (
    <div className="container admin-screen">
      <PageTitle>{brandProfileAdminTexts.screenTitle}</PageTitle>
      <BrandProfileAdmin />
    </div>
  );
}
