import { ScreenPlaceholder } from '../screen-placeholder';

export default function LocationScreen() {
  return <ScreenPlaceholder title="Location" feature="locations management" />;
}
