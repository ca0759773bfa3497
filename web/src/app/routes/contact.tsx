import { lazyPage } from './lazy-page';

export const ContactScreen = lazyPage('contact-page', () => import('./contact-page'));
