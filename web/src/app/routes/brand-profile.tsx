import { lazyPage } from './lazy-page';

export const BrandProfileScreen = lazyPage('brand-profile-page', () => import('./brand-profile-page'));
