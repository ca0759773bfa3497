import { hasVisibleText } from '../../lib/contract';
import { drinkTexts } from './texts';

export interface DrinkFormErrors {
  name?: string;
  seriesId?: string;
  image?: string;
}

/**
 * SPEC §5 names the drink and picture checks. The series is checked too: the
 * server refuses a drink without one, and saying so by the field beats a toast.
 */
export function validateDrink(input: { name: string; seriesId: string; image: File | null }, imageRequired: boolean): DrinkFormErrors {
  const errors: DrinkFormErrors = {};
  if (!hasVisibleText(input.name)) errors.name = drinkTexts.nameRequired;
  if (!input.seriesId) errors.seriesId = drinkTexts.seriesRequired;
  if (imageRequired && !input.image) errors.image = drinkTexts.imageRequired;
  return errors;
}
