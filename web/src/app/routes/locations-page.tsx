import { LocationsPage } from '../../features/locations/components/locations-page';
import '../../styles/public-data.css';
import '../../styles/locations.css';

export default function LocationsRoute() {
  return <LocationsPage />;
}
