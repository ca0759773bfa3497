import { PageTitle } from '../../../components/ui/page-title';
import { LocationsAdmin } from '../../../features/locations-admin/components/locations-admin';
import { locationTexts } from '../../../features/locations-admin/texts';
import './admin-screen.css';

export default function LocationScreen() {
  return (
    <div className="container admin-screen">
      <PageTitle>{locationTexts.screenTitle}</PageTitle>
      <LocationsAdmin />
    </div>
  );
}
