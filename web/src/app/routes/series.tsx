import { lazyPage } from './lazy-page';

export const SeriesScreen = lazyPage(() => import('./series-page'));
