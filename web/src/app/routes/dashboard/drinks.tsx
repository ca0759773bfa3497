import { ScreenPlaceholder } from '../screen-placeholder';

export default function DrinksScreen() {
  return <ScreenPlaceholder title="Drinks" feature="drinks management" />;
}
