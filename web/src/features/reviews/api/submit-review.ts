/**
 * Sends a review through the outbox (POST /review/drink/:id), so one written
 * offline goes out when the connection returns. The answer says whether it
 * was sent, queued or refused (with the server's reason).
 */
import { loadOutbox } from '../../../sync/lazy';
import type { SendOutcome } from '../../../sync/outbox';
import { reviewTexts } from '../texts';

interface ReviewFields {
  name: string;
  /** Whole stars, 1 to 5. */
  rating: number;
  comment: string;
}

export async function submitReview(drink: { _id: string; name: string }, fields: ReviewFields): Promise<SendOutcome> {
  const { enqueue } = await loadOutbox();
  return enqueue({
    kind: 'review',
    target: drink._id,
    payload: { name: fields.name.trim(), rating: Math.round(fields.rating), comment: fields.comment.trim() },
    label: reviewTexts.queueLabel(drink.name),
  });
}
