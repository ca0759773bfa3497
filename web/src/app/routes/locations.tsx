import { lazyPage } from './lazy-page';

export const LocationsScreen = lazyPage('locations-page', () => import('./locations-page'));
