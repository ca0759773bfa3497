import { lazyPage } from './lazy-page';

export const MenuScreen = lazyPage('menu-page', () => import('./menu-page'));
