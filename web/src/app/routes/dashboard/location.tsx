import { PageTitle } from '../../../components/ui/page-title';
import { LocationsAdmin } from '../../../features/admin-locations/components/locations-admin';
import { locationTexts } from '../../../features/admin-locations/texts';
import './admin-screen.css';

export default function LocationScreen() {
  return (
    <div className="container admin-screen">
      <PageTitle>{locationTexts.screenTitle}</PageTitle>
      <LocationsAdmin />
    </div>
  );
}
