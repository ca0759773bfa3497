import { lazyPage } from './lazy-page';

export const AccessibilityScreen = lazyPage('accessibility-page', () => import('./accessibility-page'));
