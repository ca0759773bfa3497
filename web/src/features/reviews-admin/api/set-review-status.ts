import { useState } from 'react';
import { toastError, toastSuccess } from '../../../components/ui/toast';
import { sendMark } from '../../../components/ui/use-waiting-marks';
import type { OutboxItem } from '../../../lib/db';
import type { SendOutcome } from '../../../sync/outbox';
import { staffOfflineTexts } from '../../../sync/staff/staff-texts';
import type { Review } from '../review-type';
import { moderationTexts as t } from '../texts';

/** What the moderator does: 'select' approves a pending review, 'unselect' sends an approved one back. */
export type ModerationChoice = 'select' | 'unselect';

/** The status each choice sends (SPEC §4): Select → 'Approved', Unselect → 'Pending'. */
export function statusFor(choice: ModerationChoice): 'Approved' | 'Pending' {
  return choice === 'select' ? 'Approved' : 'Pending';
}

/** The status a review shows while a change of it waits (useWaitingMarks' `shown`); without one, the server's. */
export function statusShown(review: Review, change: OutboxItem<'review-status'> | undefined): Review['status'] {
  if (!change) return review.status;
  return change.payload.status.toLowerCase() === 'approved' ? 'approved' : 'pending';
}

/**
 * PUT /review/:id with JSON {reviewId, status} through the outbox: sent at
 * once when online, kept on this device and sent when the connection returns
 * when not. A replay sets the same status again, which changes nothing.
 */
function queueStatus(review: Pick<Review, '_id' | 'name'>, choice: ModerationChoice): Promise<SendOutcome> {
  return sendMark({
    kind: 'review-status',
    target: review._id,
    payload: { reviewId: review._id, status: statusFor(choice) },
    label: choice === 'select' ? t.approveLabel(review.name) : t.unselectLabel(review.name),
  });
}

/** One toast for the lot: what went, what this device keeps, and each reason the server gave for what it refused. */
function say(outcomes: readonly SendOutcome[], choice: ModerationChoice) {
  const count = (state: SendOutcome['state']) => outcomes.filter((o) => o.state === state).length;
  for (const reason of new Set(outcomes.flatMap((o) => (o.state === 'rejected' ? [o.message] : [])))) toastError(reason);
  if (count('queued')) toastSuccess(staffOfflineTexts.savedOnDevice);
  else if (count('sent')) toastSuccess(choice === 'select' ? t.approvedMany(count('sent')) : t.unselected);
}

/**
 * Sets the status of each review, in order. The lists show each change at
 * once, marked while it waits (useWaitingMarks), and load again as each one
 * reaches the server or is refused.
 */
export function useSetReviewStatus() {
  const [pending, setPending] = useState(false);
  async function run(reviews: readonly Pick<Review, '_id' | 'name'>[], choice: ModerationChoice): Promise<void> {
    setPending(true);
    try {
      const outcomes: SendOutcome[] = [];
      for (const review of reviews) outcomes.push(await queueStatus(review, choice));
      say(outcomes, choice);
    } finally {
      setPending(false);
    }
  }
  return { run, pending };
}
