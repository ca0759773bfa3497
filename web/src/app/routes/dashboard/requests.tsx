import { ScreenPlaceholder } from '../screen-placeholder';

export default function RequestsScreen() {
  return <ScreenPlaceholder title="Franchise Requests" feature="franchise requests" />;
}
