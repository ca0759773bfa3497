import 'fake-indexeddb/auto';
import { beforeEach, expect, it } from 'vitest';
import type { Review } from '../../lib/contract';
import { db } from '../../lib/db';
import { readApprovedReviews } from './approved-reviews';

const review = (id: string, createdAt: string, status: Review['status'] = 'approved', drink = 'd-taro'): Review => ({
  _id: id,
  drink,
  name: `Reviewer ${id}`,
  rating: 5,
  comment: `Comment ${id}`,
  status,
  createdAt,
});

beforeEach(() => db.reviews.clear());

it('reads a drink’s approved reviews newest first, without the pending ones or other drinks’', async () => {
  await db.reviews.bulkPut([
    review('middle', '2026-03-02T09:30:00.000Z'),
    review('newest', '2026-11-20T18:05:00.000Z'),
    review('pending', '2026-11-25T10:00:00.000Z', 'pending'),
    review('oldest', '2025-12-31T23:59:59.000Z'),
    review('other drink', '2026-11-26T10:00:00.000Z', 'approved', 'd-matcha'),
    review('same day, later', '2026-03-02T21:00:00.000Z'),
  ]);
  expect((await readApprovedReviews('d-taro')).map((r) => r._id)).toEqual(['newest', 'same day, later', 'middle', 'oldest']);
});
