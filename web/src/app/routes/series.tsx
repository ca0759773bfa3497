import { lazyPage } from './lazy-page';

export const SeriesScreen = lazyPage('series-page', () => import('./series-page'));
