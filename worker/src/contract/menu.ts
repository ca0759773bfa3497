
export interface Drink {
  _id: string;
  name: string;
  description: string;
  seriesId: string;
  image: string | null;
}

export interface Series {
  _id: string;
  name: string;
  image: string | null;
  imageId: string | null;
  drinks: Drink[];
}

export { idParam } from './common';
