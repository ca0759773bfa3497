import { lazyPage } from './lazy-page';

// Split from the first download like /locations, whose chunk it mostly shares.
export const StoreScreen = lazyPage('store-page', () => import('./store-page'));
