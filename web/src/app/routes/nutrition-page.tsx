import { NutritionPage } from '../../features/nutrition/components/nutrition-page';

export default function NutritionRoute() {
  return <NutritionPage />;
}
