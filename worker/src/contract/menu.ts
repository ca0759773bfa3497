import { z } from 'zod';

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

export const idParam = z.object({ id: z.string().min(1).max(64) });
