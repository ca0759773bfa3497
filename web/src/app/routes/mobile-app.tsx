import { lazyPage } from './lazy-page';

export const MobileAppScreen = lazyPage('mobile-app-page', () => import('./mobile-app-page'));
