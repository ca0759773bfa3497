import { ScreenPlaceholder } from '../screen-placeholder';

export default function ContentScreen() {
  return <ScreenPlaceholder title="Content" feature="content" />;
}
