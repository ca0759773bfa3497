import { LocationsPage } from '../../features/locations/components/locations-page';
import '../../styles/public-data.css';
import '../../styles/locations.css';

export function LocationsScreen() {
  return <LocationsPage />;
}
