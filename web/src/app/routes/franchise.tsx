import { lazyPage } from './lazy-page';

export const FranchiseScreen = lazyPage('franchise-page', () => import('./franchise-page'));
