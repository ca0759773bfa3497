import { useId, useState } from 'react';
import { AsyncContent } from '../../../components/ui/async-content';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { useModerateReviews } from '../api/moderate-reviews';
import { useReviewQueueAdmin } from '../api/get-review-queue';
import { moderationTexts as t } from '../texts';
import { QueuedReviewCard } from './queued-review-card';
import './review-queue.css';

/**
 * Every drink's pending reviews on one screen (issue #16): approve or remove
 * one in place, or choose several and act on them at once.
 */
export function ReviewQueue() {
  const headingId = useId();
  const queue = useReviewQueueAdmin();
  const moderate = useModerateReviews();
  const [chosen, setChosen] = useState<ReadonlySet<string>>(new Set());
  const [removing, setRemoving] = useState<readonly string[] | null>(null);
  const busy = moderate.approve.pending || moderate.remove.pending;
  // Only ids still in the queue count: a reload may have dropped some.
  const listed = queue.data ?? [];
  const chosenIds = listed.filter((r) => chosen.has(r._id)).map((r) => r._id);

  const act = async (action: typeof moderate.approve, ids: readonly string[]) => {
    await action.run(ids);
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
                  <input type="checkbox" checked={chosenIds.length === list.length} onChange={(e) => setChosen(new Set(e.target.checked ? list.map((r) => r._id) : []))} />
                  {t.pickAll}
                </label>
                <button
                  type="button"
                  className="button button--small button--primary"
                  disabled={busy || chosenIds.length === 0}
                  onClick={() => void act(moderate.approve, chosenIds)}
                >
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
                      chosen={chosen.has(review._id)}
                      busy={busy}
                      onChoose={(on) => toggle(review._id, on)}
                      onApprove={() => void act(moderate.approve, [review._id])}
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
        onConfirm={() => removing && void act(moderate.remove, removing)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}
