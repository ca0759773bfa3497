import { ScreenPlaceholder } from './screen-placeholder';

export function MenuScreen() {
  return <ScreenPlaceholder title="Menu" feature="menu" />;
}
