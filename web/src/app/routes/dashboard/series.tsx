import { ScreenPlaceholder } from '../screen-placeholder';

export default function SeriesScreen() {
  return <ScreenPlaceholder title="Series" feature="series management" />;
}
