import { z } from 'zod';
import { clientId, requiredText, text } from './common';

export const reviewBody = z.strictObject({
  name: requiredText('Name', 80),
  rating: z.int('Rating must be a whole number of stars from 1 to 5.').min(1, 'Rating must be at least 1 star.').max(5, 'Rating must be at most 5 stars.'),
  comment: text('Review', 2000),
  clientId,
});

/** Status may arrive in any case ('Approved', 'pending'…); it is stored lowercase. */
export const reviewStatusBody = z.strictObject({
  status: z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.enum(['pending', 'approved'], 'Status must be Pending or Approved.')),
  reviewId: z.string().optional(),
});

export interface Review {
  _id: string;
  drink: string;
  name: string;
  rating: number;
  comment: string;
  status: 'pending' | 'approved';
  createdAt: string;
}

/** A review in head office's moderation queue (`GET /review/pending`), with the drink it is about. */
export interface QueuedReview extends Review {
  drinkName: string;
  drinkImage: string | null;
}
