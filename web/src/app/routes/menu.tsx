import { lazyPage } from './lazy-page';

export const MenuScreen = lazyPage(() => import('./menu-page'));
