import { useId, useState } from 'react';
import { AsyncContent } from '../../../components/ui/async-content';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useWaitingMarks } from '../../../components/ui/use-waiting-marks';
import { useModerateReviews } from '../api/moderate-reviews';
import { useReviewQueueAdmin } from '../api/get-review-queue';
import { statusShown } from '../api/set-review-status';
import type { QueuedReview } from '../review-type';
import { moderationTexts as t } from '../texts';
import { QueuedReviewCard } from './queued-review-card';
import './review-queue.css';

/**
 * Every drink's pending reviews on one screen (issue #16): approve or remove
 * one in place, or choose several and act on them at once. An approval
 * still waiting for the network shows on its review at once, marked, until
 * it reaches the server and the review leaves the queue.
 */
export function ReviewQueue() {
  const headingId = useId();
  const queue = useReviewQueueAdmin();
  const moderate = useModerateReviews();
  const marks = useWaitingMarks('review-status', queue.reload, [queue.data]);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [removing, setRemoving] = useState<readonly string[] | null>(null);
  const busy = moderate.approve.pending || moderate.remove.pending;
  const approved = (review: QueuedReview) => statusShown(review, marks.shown(review._id)) === 'approved';
  // Only reviews still waiting for a choice count: a reload may have dropped some, and an approval may wait to send.
  const choosable = (queue.data ?? []).filter((r) => !approved(r));
  const chosenReviews = choosable.filter((r) => chosen.has(r._id));
  const chosenIds = chosenReviews.map((r) => r._id);

  // The queue loads again as each approval reaches the server (useWaitingMarks).
  const approve = async (reviews: readonly QueuedReview[]) => {
    await moderate.approve.run(reviews, 'select');
    setChosen(new Set());
  };
  const remove = async (ids: readonly string[]) => {
    await moderate.remove.run(ids);
    setChosen(new Set());
    setRemoving(null);
    queue.reload();
  };
  const toggle = (id: string, on: boolean) =>
    setChosen((old) => {
      const next = new Set(old);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <>
      <div className="admin-header">
        <h1 id={headingId}>{t.queueTitle}</h1>
      </div>
      <section className="card admin-card" aria-labelledby={headingId}>
        <AsyncContent state={queue} isEmpty={(list) => list.length === 0} emptyText={t.queueEmpty} loadingText={t.loading}>
          {(list) => (
            <>
              <div className="review-queue__bar">
                <label className="review-queue__all">
                  <input
                    type="checkbox"
                    checked={chosenIds.length === choosable.length}
                    onChange={(e) => setChosen(new Set(e.target.checked ? choosable.map((r) => r._id) : []))}
                  />
                  {t.pickAll}
                </label>
                <button type="button" className="button button--small button--primary" disabled={busy || chosenIds.length === 0} onClick={() => void approve(chosenReviews)}>
                  {t.approveChosen(chosenIds.length)}
                </button>
                <button type="button" className="button button--small button--secondary" disabled={busy || chosenIds.length === 0} onClick={() => setRemoving(chosenIds)}>
                  {t.removeChosen(chosenIds.length)}
                </button>
              </div>
              <ul className="review-queue" role="list">
                {list.map((review) => (
                  <li key={review._id}>
                    <QueuedReviewCard
                      review={review}
                      chosen={chosen.has(review._id) && !approved(review)}
                      approved={approved(review)}
                      waiting={marks.waiting(review._id)}
                      busy={busy}
                      onChoose={(on) => toggle(review._id, on)}
                      onApprove={() => void approve([review])}
                      onRemove={() => setRemoving([review._id])}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </AsyncContent>
      </section>
      <ConfirmDialog
        open={removing !== null}
        title={t.removeManyTitle}
        message={t.removeManyMessage(removing?.length ?? 0)}
        confirmLabel={t.remove}
        busy={moderate.remove.pending}
        onConfirm={() => removing && void remove(removing)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
