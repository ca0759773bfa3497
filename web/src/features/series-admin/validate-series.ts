import { hasVisibleText } from '../../lib/contract';
import { seriesTexts } from './texts';

export interface SeriesFormErrors {
  name?: string;
  image?: string;
}

/** SPEC §5: a series needs a name and, when added, a picture. */
export function validateSeries(input: { name: string; image: File | null }, imageRequired: boolean): SeriesFormErrors {
  const errors: SeriesFormErrors = {};
  if (!hasVisibleText(input.name)) errors.name = seriesTexts.nameRequired;
  if (imageRequired && !input.image) errors.image = seriesTexts.imageRequired;
  return errors;
}
