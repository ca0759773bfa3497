import { ScreenPlaceholder } from './screen-placeholder';

export function SeriesScreen() {
  return <ScreenPlaceholder title="Series" feature="menu" />;
}
