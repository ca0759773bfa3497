import { ScreenPlaceholder } from '../screen-placeholder';

export default function NewslettersScreen() {
  return <ScreenPlaceholder title="NewsLetter" feature="newsletter" />;
}
