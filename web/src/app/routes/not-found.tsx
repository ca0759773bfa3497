import { lazyPage } from './lazy-page';

export const NotFoundScreen = lazyPage('not-found-page', () => import('./not-found-page'));
