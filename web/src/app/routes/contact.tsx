import { lazyPage } from './lazy-page';

export const ContactScreen = lazyPage(() => import('./contact-page'));
