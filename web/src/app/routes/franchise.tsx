import { lazyPage } from './lazy-page';

export const FranchiseScreen = lazyPage(() => import('./franchise-page'));
