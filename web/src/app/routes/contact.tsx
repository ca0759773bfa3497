import { ScreenPlaceholder } from './screen-placeholder';

export function ContactScreen() {
  return <ScreenPlaceholder title="Contact Us" feature="contact form" />;
}
