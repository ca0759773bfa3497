import type { PictureSet } from './media';

export interface Drink {
  _id: string;
  name: string;
  description: string;
  seriesId: string;
  image: string | null;
  /** On the public menu, when the picture has variants. */
  imageSet?: PictureSet;
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
  drinks: D[];
}

export type MenuSeries = Series<MenuDrink>;

export { idParam } from './common';
