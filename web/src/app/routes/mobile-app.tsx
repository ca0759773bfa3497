import { ScreenPlaceholder } from './screen-placeholder';

export function MobileAppScreen() {
  return <ScreenPlaceholder title="Mobile App" feature="mobile app teaser" />;
}
