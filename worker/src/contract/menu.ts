import type { DrinkFacts, Topping } from './drink-facts';
import type { PictureSet } from './picture-set';

export interface Drink {
  _id: string;
  name: string;
  description: string;
  seriesId: string;
  image: string | null;
  /** On the public menu, when the picture has variants. */
  imageSet?: PictureSet;
  /** Sizes, options, nutrition and allergens; null until they are kept ('Nutrition facts coming soon', never a zero). */
  facts: DrinkFacts | null;
  /** Staff answers only: the versions an edit of the drink, or of its facts, names (contract/row-version.ts). */
  version?: number;
  factsVersion?: number;
}

/** A drink as the public menu shows it, with what its approved reviews say. */
export interface MenuDrink extends Drink {
  /** Average stars of the approved reviews, to one decimal; null while there are none. */
  rating: number | null;
  /** How many approved reviews the average is of. */
  reviewCount: number;
}

export interface Series<D extends Drink = Drink> {
  _id: string;
  name: string;
  image: string | null;
  /** On the public menu, when the picture has variants. */
  imageSet?: PictureSet;
  imageId: string | null;
  /** Marked by head office; the public menu shows the 'Signature' badge only on these. */
  signature: boolean;
  /** Staff answers only: the version an edit names (contract/row-version.ts). */
  version?: number;
  drinks: D[];
}

export type MenuSeries = Series<MenuDrink>;

/** The public menu's answer: the series, and head office's toppings their drinks refer to. */
export interface Menu {
  series: MenuSeries[];
  toppings: Topping[];
}

export { idParam } from './common';
