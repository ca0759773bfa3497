import { ScreenPlaceholder } from '../screen-placeholder';

export default function OwnMenuScreen() {
  return <ScreenPlaceholder title="Menu" feature="own menu" />;
}
