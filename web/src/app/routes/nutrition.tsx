import { lazyPage } from './lazy-page';

export const NutritionScreen = lazyPage('nutrition-page', () => import('./nutrition-page'));
