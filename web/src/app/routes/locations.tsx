import { lazyPage } from './lazy-page';

export const LocationsScreen = lazyPage(() => import('./locations-page'));
