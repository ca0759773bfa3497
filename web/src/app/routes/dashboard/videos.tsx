import { ScreenPlaceholder } from '../screen-placeholder';

export default function VideosScreen() {
  return <ScreenPlaceholder title="All Content" feature="content" />;
}
