import { LocationsPage } from '../../features/locations/components/locations-page';

export default function LocationsRoute() {
  return <LocationsPage />;
}
