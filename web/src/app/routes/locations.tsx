import { ScreenPlaceholder } from './screen-placeholder';

export function LocationsScreen() {
  return <ScreenPlaceholder title="Locations" feature="store locations" />;
}
