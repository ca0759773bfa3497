import { lazyPage } from './lazy-page';

export const MobileAppScreen = lazyPage(() => import('./mobile-app-page'));
