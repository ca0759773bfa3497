import { ScreenPlaceholder } from '../screen-placeholder';

export default function ComingSoonScreen() {
  return <ScreenPlaceholder title="Coming Soon" feature="coming-soon franchises" />;
}
